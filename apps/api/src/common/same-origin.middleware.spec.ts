import { isCrossSiteRequest } from './same-origin.middleware.js';

const PUBLIC_URL = 'https://chronicle.example.com';

function request(method: string, headers: Record<string, string>, path = '/api/auth/logout') {
  return { method, path, protocol: 'https', headers: { host: 'chronicle.example.com', ...headers } };
}

describe('isCrossSiteRequest', () => {
  it('refuses a POST that a browser sent from another site', () => {
    expect(isCrossSiteRequest(request('POST', { 'sec-fetch-site': 'cross-site' }), PUBLIC_URL)).toBe(true);
    expect(isCrossSiteRequest(request('DELETE', { 'sec-fetch-site': 'same-site' }), PUBLIC_URL)).toBe(true);
    expect(isCrossSiteRequest(request('POST', { origin: 'https://evil.example' }), PUBLIC_URL)).toBe(true);
    expect(isCrossSiteRequest(request('PUT', { origin: 'null' }), PUBLIC_URL)).toBe(true);
  });

  it('lets same-origin requests, safe methods and non-browser clients through', () => {
    expect(isCrossSiteRequest(request('POST', { 'sec-fetch-site': 'same-origin' }), PUBLIC_URL)).toBe(false);
    expect(isCrossSiteRequest(request('POST', { origin: PUBLIC_URL }), PUBLIC_URL)).toBe(false);
    expect(isCrossSiteRequest(request('GET', { 'sec-fetch-site': 'cross-site' }), PUBLIC_URL)).toBe(false);
    expect(isCrossSiteRequest(request('POST', {}), PUBLIC_URL)).toBe(false);
  });

  it('exempts webhook deliveries, which are verified by signature', () => {
    expect(isCrossSiteRequest(request('POST', { origin: 'https://github.com' }, '/api/webhooks/github'), PUBLIC_URL)).toBe(false);
  });
});
