import type { RuntimeRequirement, Snapshot } from '@chronicle/snapshot';
import { isJustfilePath } from '@chronicle/snapshot';
import { installCommands } from '../../facts/commands.js';
import { sideFolderOf } from '../../facts/side-folders.js';
import { byText, code, heading, table, text } from '../../markdown/markdown.js';

// What to install before the first command: the runtime versions the manifests and version files
// pin, the base images of the Dockerfiles, and the tools the commands below start with.

const RUNTIME_NAMES: Record<string, string> = { node: 'Node.js', python: 'Python', go: 'Go', rust: 'Rust', java: 'Java', dotnet: '.NET', ruby: 'Ruby', php: 'PHP' };
const DOCKERFILE = /(?:^|\/)(?:Dockerfile|Containerfile)[^/]*$|\.[Dd]ockerfile$/;

const isImage = (runtime: RuntimeRequirement) => DOCKERFILE.test(runtime.path);

type Runtime = { name: string; requirement: string; path: string };

/** The project's own rows by file; the rows of example and docs folders folded into one per folder, runtime and version. */
function runtimeRows(snapshot: Snapshot): string[][] {
  const fromManifests = snapshot.manifests
    .filter((manifest) => manifest.runtime !== null)
    .map((manifest) => ({ name: RUNTIME_NAMES[manifest.runtime!.name] ?? manifest.runtime!.name, requirement: manifest.runtime!.requirement, path: manifest.path }));
  const fromFiles = snapshot.project.runtimes.filter((runtime) => !isImage(runtime));
  const all = [...fromManifests, ...fromFiles].sort((a, b) => byText(a.name, b.name) || byText(a.path, b.path));
  const own = all.filter((entry) => sideFolderOf(entry.path) === null).map((entry) => [text(entry.name), code(entry.requirement), code(entry.path)]);
  const folded = new Map<string, Runtime[]>();
  for (const entry of all) {
    const folder = sideFolderOf(entry.path);
    if (folder !== null) folded.set(`${entry.name}\u0000${entry.requirement}\u0000${folder}`, [...(folded.get(`${entry.name}\u0000${entry.requirement}\u0000${folder}`) ?? []), entry]);
  }
  const side = [...folded.values()].map((entries) => {
    const [first] = entries as [Runtime];
    const where = entries.length === 1 ? code(first.path) : `${entries.length} files under ${code(sideFolderOf(first.path)!)}`;
    return [text(first.name), code(first.requirement), where];
  });
  return [...own, ...side];
}

/** The programs the setup and build commands start with (`npm`, `go`, `make`), once each. */
function tools(snapshot: Snapshot): string[] {
  const found = new Set(installCommands(snapshot).map(({ command }) => command.command.split(/\s+/)[0]!.replace(/^\.\//, '')));
  for (const makefile of snapshot.project.makefiles) if (makefile.targets.length > 0) found.add(isJustfilePath(makefile.path) ? 'just' : 'make');
  return [...found].sort(byText);
}

export function hasPrerequisites(snapshot: Snapshot): boolean {
  return runtimeRows(snapshot).length > 0 || snapshot.project.runtimes.length > 0 || tools(snapshot).length > 0;
}

/** `## Prerequisites`: runtimes with the versions asked for, container base images, and the tools the commands need. */
export function prerequisitesSection(snapshot: Snapshot): string[] {
  const blocks = [heading(2, 'Prerequisites')];
  const rows = runtimeRows(snapshot);
  if (rows.length > 0) blocks.push('The runtime versions the repository asks for, and where:', table(['Runtime', 'Version', 'Asked for in'], rows));
  else blocks.push('No manifest or version file pins a runtime version.');
  const images = snapshot.project.runtimes.filter(isImage);
  if (images.length > 0) {
    blocks.push('The Dockerfiles build on these base images:', table(['Image', 'Tag or digest', 'Dockerfile'], images.map((image) => [code(image.name), code(image.requirement), code(image.path)])));
  }
  const needed = tools(snapshot);
  if (needed.length > 0) blocks.push(`The commands below start with ${needed.map((tool) => text(tool)).join(', ')}; ${needed.length === 1 ? 'it has' : 'they have'} to be installed too.`);
  return blocks;
}

