import type { CiWorkflow, OpenApiDocument, ProjectFacts } from '../model.js';
import { isChangelogPath, pickChangelog } from './changelog-file.js';
import { isEnvironmentExamplePath, readEnvironmentExample } from './environment-example.js';
import { isRuntimeFilePath, readRuntimeRequirements } from './runtimes.js';
import { isCiWorkflowPath, readCiWorkflow } from './ci-workflows.js';
import { isLicensePath, readLicenseFiles } from './licenses/license-files.js';
import { isJustfilePath, readJustRecipes } from './justfiles.js';
import { isMakefilePath, readMakeTargets } from './makefiles.js';
import { isOpenApiPath, readOpenApi } from './openapi.js';
import { isReadmePath, pickReadme, readReadme } from './readme.js';
import { isGuidePath, readGuides } from './guides.js';

export { identifyLicense, type LicenseMatch } from './licenses/identify.js';

const THIRD_PARTY = /(^|\/)(node_modules|vendor|bower_components)\//;

/** Whether the snapshot must hand this file's text to `readProjectFacts`. */
export function isProjectFilePath(path: string): boolean {
  if (THIRD_PARTY.test(path)) return false;
  return isReadmePath(path) || isLicensePath(path) || isMakefilePath(path) || isJustfilePath(path) || isCiWorkflowPath(path) || isOpenApiPath(path) || isRuntimeFilePath(path) || isEnvironmentExamplePath(path) || isChangelogPath(path) || isGuidePath(path);
}

function byPath<T extends { path: string }>(a: T, b: T): number {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

/** Each file through a reader that may throw on malformed text: such a file is left out. */
function readAll<T>(files: { path: string; text: string }[], claims: (path: string) => boolean, read: (file: { path: string; text: string }) => T | null): T[] {
  return files.filter((file) => claims(file.path)).flatMap((file) => {
    try {
      const value = read(file);
      return value === null ? [] : [value];
    } catch {
      return [];
    }
  });
}

/**
 * Facts about the project as a whole from its well-known files: the root README's title and
 * opening, license files identified against the SPDX list, Makefile targets and Justfile recipes, CI
 * workflows' commands, OpenAPI documents, pinned runtime versions, example environment files and the
 * repository's own guides in sections.
 * Everything is sorted by path.
 */
export function readProjectFacts(files: { path: string; text: string }[]): ProjectFacts {
  const claimed = files.filter((file) => isProjectFilePath(file.path));
  const readme = pickReadme(claimed);
  return {
    readme: readme ? readReadme(readme) : null,
    licenses: readLicenseFiles(claimed),
    makefiles: [...readAll(claimed, isMakefilePath, readMakeTargets), ...readAll(claimed, isJustfilePath, readJustRecipes)].sort(byPath),
    ciWorkflows: readAll<CiWorkflow>(claimed, isCiWorkflowPath, readCiWorkflow).sort(byPath),
    openApi: readAll<OpenApiDocument>(claimed, isOpenApiPath, readOpenApi).sort(byPath),
    runtimes: readAll(claimed, isRuntimeFilePath, readRuntimeRequirements).flat().sort(byPath),
    environmentExamples: readAll(claimed, isEnvironmentExamplePath, readEnvironmentExample).sort(byPath),
    changelog: pickChangelog(claimed),
    guides: readGuides(claimed),
  };
}
