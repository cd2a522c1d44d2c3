// The one Vite configuration every front end builds with: module federation (@module-federation/vite)
// with the shared singletons, and the React JSX transform.
import { federation } from '@module-federation/vite';
import { defineConfig } from 'vite';

/**
 * Shared as singletons between the shell and every remote, so there is one React, one router, one
 * query client, one antd. @ant-design/icons is not shared: a shared package ships whole (over
 * 200 KB gzipped), while each app bundling the few icons it uses costs a few KB.
 */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  '@tanstack/query-core',
  // antd through the kit, which re-exports only the components in use (see libs/antd-kit).
  // antd's style engine (@ant-design/cssinjs) lives inside the kit, so it is one instance too.
  '@chronicle/antd-kit',
];

export function sharedDependencies() {
  return Object.fromEntries(SINGLETONS.map((name) => [name, { singleton: true }]));
}

/**
 * Build warnings that say nothing to act on, dropped where they arise rather than scrolled past:
 * - MODULE_LEVEL_DIRECTIVE: the `"use client"` line at the top of antd, rc-* and react-router
 *   modules (over 300 per app), a React Server Components marker with no meaning in a client bundle.
 */
const IGNORED_LOG_CODES = new Set(['MODULE_LEVEL_DIRECTIVE']);

function onLog(level, log, handler) {
  if (IGNORED_LOG_CODES.has(log.code)) return;
  handler(level, log);
}

const common = {
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: { onLog },
    // The largest chunk is each app's copy of the antd kit (about 510 kB minified, 171 kB gzipped),
    // the shared singleton the browser loads once; `npm run bench:web` watches what is transferred.
    chunkSizeWarningLimit: 600,
  },
};

/**
 * A remote: built on its own into dist/, with a relative base so it can be served from any path
 * or origin; exposes its pages through remoteEntry.js.
 */
export function remoteConfig({ name, exposes, port }) {
  return defineConfig({
    ...common,
    base: './',
    plugins: [federation({ name, filename: 'remoteEntry.js', exposes, shared: sharedDependencies(), dts: false, manifest: true })],
    server: { port, cors: true, origin: `http://localhost:${port}` },
    preview: { port, cors: true },
  });
}

/** The host: knows no remote at build time; it registers them from the manifest at run time. */
export function hostConfig({ name, port }) {
  return defineConfig({
    ...common,
    base: '/',
    plugins: [federation({ name, remotes: {}, shared: sharedDependencies(), dts: false })],
    server: { port },
    preview: { port },
  });
}
