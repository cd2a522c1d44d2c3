// Jest resolver for the API's tests. Nest 12 is ESM only; @nestjs/throttler is CommonJS and
// require()s it. Node (20.19+) allows that, but Jest's module runtime cannot before Node 24.9
// ("Must use import to load ES Module"). So inside those CommonJS packages only, @nestjs/common and
// @nestjs/core resolve to a shim that hands out the instance the test file itself imported
// (nest-for-cjs.setup.ts puts it on globalThis), keeping one Nest per test file, as in production.
const path = require('node:path');

const CJS_PACKAGES_USING_NEST = [path.join('node_modules', '@nestjs', 'throttler')];
const SHIMS = { '@nestjs/common': 'nest-common.cjs', '@nestjs/core': 'nest-core.cjs' };

module.exports = (request, options) => {
  const shim = SHIMS[request];
  if (shim && CJS_PACKAGES_USING_NEST.some((folder) => options.basedir.includes(folder))) return path.join(__dirname, shim);
  return options.defaultResolver(request, options);
};
