// Folders that hold examples, samples, demos, tutorials, benchmarks, documentation or test data:
// what starts or builds there is not the project itself, so documents list the project's own first
// and fold these.

const SIDE_FOLDER = /(?:^|\/)(examples?|samples?|demos?|tutorials?|benchmarks?|bench|docs?|testdata|fixtures?)\//i;

/** Whether a path lies in an examples, samples, demos, tutorials, benchmarks, docs or test-data folder. */
export function isInSideFolder(path: string): boolean {
  return SIDE_FOLDER.test(path);
}

/** The side folder a path lies in, up to and including its name: `examples/` for `examples/chat/pyproject.toml`; null outside one. */
export function sideFolderOf(path: string): string | null {
  const match = SIDE_FOLDER.exec(path);
  return match === null ? null : path.slice(0, match.index + match[0].length).replace(/^\//, '');
}
