import type { DependencyScope } from '../../model.js';

// The configurations a dependency is declared in. Source-set variants (`testFixturesApi`,
// `integrationTestImplementation`, `debugImplementation`) are recognised by their suffix.
const SUFFIX = /(^|[a-z])(implementation|api|compile|compileOnly|compileOnlyApi|runtimeOnly|runtime|annotationProcessor|kapt|ksp)$/i;
const OTHERS = new Set(['classpath', 'developmentOnly', 'detektPlugins', 'lintChecks', 'testFixturesImplementation']);

/** Whether a call's name is a dependency configuration. */
export function isConfiguration(name: string): boolean {
  return SUFFIX.test(name) || OTHERS.has(name);
}

/**
 * A configuration's scope: test source sets → test, compile-only and annotation processors (and
 * buildscript `classpath`) → build, debug and tooling configurations → development, the rest → runtime.
 */
export function scopeOfConfiguration(name: string): DependencyScope {
  const lower = name.toLowerCase();
  if (/test/.test(lower)) return 'test';
  if (/(compileonly|annotationprocessor|^kapt|^ksp|classpath)/.test(lower) || /(kapt|ksp)$/.test(lower)) return 'build';
  if (/^(debug|developmentonly|detekt|lintchecks)/.test(lower)) return 'development';
  return 'runtime';
}
