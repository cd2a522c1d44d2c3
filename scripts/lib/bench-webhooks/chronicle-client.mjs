// Talking to a running Chronicle as its user would: a cookie jar that follows the OAuth redirects
// through the GitHub emulator (as apps/api/test/sign-in.ts does), connecting a repository, and
// watching the entries the API lists.

/**
 * A minimal browser: one redirect hop at a time across origins, cookies kept per host (ignoring
 * the port, as browsers do), and the page's own Origin on unsafe requests (same-origin check).
 */
export class Browser {
  cookies = new Map();

  async navigate(url, stopAt = () => false) {
    let current = new URL(url);
    for (let hop = 0; hop < 10; hop++) {
      const response = await this.request(current.toString());
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, url: current };
      await response.arrayBuffer();
      current = new URL(location, current);
      if (stopAt(current)) return { response, url: current };
    }
    throw new Error(`Too many redirects from ${url}`);
  }

  async request(url, init = {}) {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    const jar = this.cookies.get(target.hostname) ?? new Map();
    if (jar.size) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const method = (init.method ?? 'GET').toUpperCase();
    if (!['GET', 'HEAD', 'OPTIONS'].includes(method)) headers.set('origin', target.origin);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const [name, ...rest] = pair.split('=');
      const value = rest.join('=');
      const expired = attributes.some((attribute) => /^max-age=0$/i.test(attribute) || (/^expires=/i.test(attribute) && Date.parse(attribute.slice(8)) <= Date.now()));
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    this.cookies.set(target.hostname, jar);
    return response;
  }

  async json(url, init) {
    const response = await this.request(url, init);
    const text = await response.text();
    if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${new URL(url).pathname} answered ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text);
  }
}

/** Signs in through the emulator's OAuth pages (as `login`, a seeded user); resolves with the signed-in browser. */
export async function signIn(chronicleUrl, login) {
  const browser = new Browser();
  const start = await browser.request(`${chronicleUrl}/api/auth/github`);
  await start.arrayBuffer();
  const location = start.headers.get('location');
  if (!location) throw new Error(`GET /api/auth/github answered ${start.status} without a redirect: is GITHUB_CLIENT_ID set?`);
  const authorize = new URL(location, chronicleUrl);
  if (login) authorize.searchParams.set('login', login);
  const { url } = await browser.navigate(authorize.toString(), (next) => next.pathname === '/dashboard');
  if (url.toString() !== `${chronicleUrl}/dashboard`) throw new Error(`Sign-in ended at ${url} instead of ${chronicleUrl}/dashboard.`);
  const me = await browser.json(`${chronicleUrl}/api/auth/me`);
  return { browser, me };
}

/** Connects `owner/name` (GET /api/repos, POST /api/repos/connect); resolves with the connected repository. */
export async function connectRepository(browser, chronicleUrl, fullName) {
  const repositories = await browser.json(`${chronicleUrl}/api/repos`);
  const repository = repositories.find((candidate) => candidate.full_name === fullName);
  if (!repository) throw new Error(`GET /api/repos does not list ${fullName} (it lists ${repositories.map((r) => r.full_name).join(', ')}).`);
  const connected = await browser.json(`${chronicleUrl}/api/repos/connect`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ repoId: repository.id, repoName: repository.name, owner: repository.owner.login, fullName: repository.full_name }),
  });
  if (!connected.publicSlug) throw new Error(`POST /api/repos/connect answered without a publicSlug: ${JSON.stringify(connected).slice(0, 300)}`);
  return connected;
}

/** How many entries the repository has, from its public changelog's `total`. */
export async function entryTotal(chronicleUrl, publicSlug) {
  const response = await fetch(`${chronicleUrl}/api/public/${encodeURIComponent(publicSlug)}`);
  const text = await response.text();
  if (!response.ok) throw new Error(`GET /api/public/${publicSlug} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text).total;
}

/**
 * Polls GET /api/changelog-entries every `intervalMs` (one request at a time) and records when each
 * entry id was first listed (the time the answer arrived). The list holds only the newest 30, so
 * at high rates some entries are never seen: a cross-check, not the measurement.
 */
export function watchEntries(browser, chronicleUrl, intervalMs) {
  const firstSeen = new Map();
  let stopped = false;
  let polls = 0;
  let failures = 0;
  const done = (async () => {
    while (!stopped) {
      const started = Date.now();
      try {
        const response = await browser.request(`${chronicleUrl}/api/changelog-entries`);
        const text = await response.text();
        const at = Date.now();
        if (response.ok) {
          for (const entry of JSON.parse(text)) if (!firstSeen.has(entry.id)) firstSeen.set(entry.id, at);
        } else failures++;
      } catch {
        failures++;
      }
      polls++;
      const wait = started + intervalMs - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  return {
    firstSeen,
    /** Stops after one more complete poll, so an entry stored just before the stop is still listed. */
    async stop() {
      const target = polls + 2;
      while (polls < target && !stopped) await new Promise((resolve) => setTimeout(resolve, intervalMs / 2 || 10));
      stopped = true;
      await done;
      return { polls, failures };
    },
  };
}
