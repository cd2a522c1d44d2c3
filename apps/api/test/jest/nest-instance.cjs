// See cjs-nest-resolver.cjs: the ESM instance of a Nest package the test file loaded.
module.exports = (name) => {
  const instance = globalThis[Symbol.for(`chronicle.jest:${name}`)];
  if (!instance) throw new Error(`${name} was required from CommonJS before nest-for-cjs.setup.ts ran; add it to setupFilesAfterEnv.`);
  return instance;
};
