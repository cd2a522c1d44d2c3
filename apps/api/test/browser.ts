/**
 * A minimal browser for tests: follows redirects one hop at a time across origins and keeps the
 * cookies each origin's host sets (like a browser, ignoring the port), so a sign-in can be walked
 * end to end over real HTTP.
 */
export class TestBrowser {
  private readonly cookies = new Map<string, Map<string, string>>();

  /** Follows redirects until a non-redirect answer or a URL for which `stopAt` is true; returns the last response and URL. */
  async navigate(url: string, stopAt: (url: URL) => boolean = () => false): Promise<{ response: Response; url: URL }> {
    let current = new URL(url);
    for (let hop = 0; hop < 10; hop++) {
      const response = await this.request(current.toString());
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, url: current };
      current = new URL(location, current);
      if (stopAt(current)) return { response, url: current };
    }
    throw new Error(`Too many redirects from ${url}`);
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    const cookie = this.cookieHeader(target.hostname);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    this.store(target.hostname, response.headers.getSetCookie());
    return response;
  }

  cookie(host: string, name: string): string | undefined {
    return this.cookies.get(host)?.get(name);
  }

  private cookieHeader(host: string): string {
    return [...(this.cookies.get(host) ?? new Map<string, string>())].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private store(host: string, setCookies: string[]): void {
    const jar = this.cookies.get(host) ?? new Map<string, string>();
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      const expired = attributes.some((attribute) => /^expires=/i.test(attribute) && Date.parse(attribute.slice(8)) <= Date.now()) || attributes.some((attribute) => /^max-age=0$/i.test(attribute));
      if (expired || value === '') jar.delete(name!);
      else jar.set(name!, value);
    }
    this.cookies.set(host, jar);
  }
}
