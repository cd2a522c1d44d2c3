import type { Ecosystem, Manifest, Snapshot } from '@chronicle/snapshot';
import { code, fence, heading, text } from '../../markdown/markdown.js';
import { codeOf, commandLines, guideSections, sectionsTitled, type FoundCode } from '../../facts/guides.js';
import { projectManifest } from '../../facts/project-name.js';

// How the project's users get it and call it: the registry command of its ecosystem, the install
// lines its own README gives, and the smallest example from the README that calls its public API.

/** Commands that install a named package from a registry, as READMEs write them (a bare `npm install` installs a project's own dependencies). */
const INSTALL_LINE = /^(npm (i|install|add|create)|yarn (add|create)|pnpm (add|create|i|install)|bun (add|create)|deno add|npx create-|pip3? install|python3? -m pip install|uv (add|pip install)|poetry add|pipx install|conda install|cargo (add|install)|go (get|install)|gem install|bundle add|composer require|dotnet add|brew install|mvn dependency:get)\s+(?:-{1,2}[\w-]+\s+)*[@\w.]/;
/** Sections whose code says how to install or start. */
const INSTALL_SECTION = /install|getting started|get started|quick ?start|setup|set up|usage|download|adding|dependency/i;
/** A block that declares the package as a dependency: a Cargo line, a Maven `<dependency>`, a Gradle line. */
const DEPENDENCY_BLOCK = /<artifactId>|^\s*\[dependencies\]|^\s*(implementation|api|compile)\s*[('"]/m;

/** The command users type to get the project from its registry; null when its ecosystem has none or the project has no published name. */
export function registryInstall(snapshot: Snapshot, manifest: Manifest | null = projectManifest(snapshot)): string | null {
  if (manifest === null || manifest.name === null) return null;
  const name = manifest.name;
  const commands: Partial<Record<Ecosystem, string>> = {
    npm: `npm install ${name}`,
    pypi: `pip install ${name}`,
    go: `go get ${name}`,
    cargo: manifest.targets.some((target) => target.kind === 'binary') && !manifest.targets.some((target) => target.kind === 'library') ? `cargo install ${name}` : `cargo add ${name}`,
    rubygems: `gem install ${name}`,
    composer: `composer require ${name}`,
    nuget: `dotnet add package ${name}`,
  };
  return commands[manifest.ecosystem] ?? null;
}

/** Maven or Gradle coordinates (`group:artifact`) users declare; null for other ecosystems. */
function coordinates(manifest: Manifest | null): string | null {
  return manifest !== null && manifest.name !== null && (manifest.ecosystem === 'maven' || manifest.ecosystem === 'gradle') && manifest.name.includes(':') ? manifest.name : null;
}

/** The README's own install instructions: command lines and dependency blocks from its install or start sections. */
export function readmeInstallBlocks(snapshot: Snapshot): FoundCode[] {
  const blocks = codeOf(sectionsTitled(snapshot, INSTALL_SECTION, ['readme']));
  // A README without such headings (a logo, a code block, then "Quick Start") still counts its first blocks.
  const any = blocks.length > 0 ? blocks : codeOf(guideSections(snapshot, ['readme']).slice(0, 3));
  return any.filter((block) => commandLines(block).some((line) => INSTALL_LINE.test(line)) || DEPENDENCY_BLOCK.test(block.text)).slice(0, 3);
}

export function hasInstall(snapshot: Snapshot): boolean {
  return registryInstall(snapshot) !== null || coordinates(projectManifest(snapshot)) !== null || readmeInstallBlocks(snapshot).length > 0;
}

function shellBlock(block: FoundCode): string {
  const lines = commandLines(block).filter((line) => INSTALL_LINE.test(line));
  return lines.length > 0 ? fence(lines.join('\n'), 'sh') : fence(block.text, block.language ?? '');
}

/** `## Install`: the registry command, then the README's own lines with where they are. */
export function installSection(snapshot: Snapshot): string[] {
  const manifest = projectManifest(snapshot);
  const derived = registryInstall(snapshot, manifest);
  const maven = coordinates(manifest);
  const quoted = readmeInstallBlocks(snapshot);
  const blocks: string[] = [heading(2, 'Install')];
  if (derived !== null && manifest !== null) blocks.push(`${code(manifest.name as string)} is published under that name in its ecosystem's registry, so users add it with:`, fence(derived, 'sh'));
  if (maven !== null) blocks.push(`Its Maven coordinates are ${code(maven)} (from ${code((manifest as Manifest).path)}).`);
  for (const block of quoted.filter((entry) => commandLines(entry).join('\n') !== derived)) blocks.push(`${code(block.path)} gives, under "${text(block.heading ?? 'its opening')}" (line ${block.line}):`, shellBlock(block));
  return blocks;
}

// --- the usage example ---------------------------------------------------------------------

const LANGUAGE_TAGS: Partial<Record<Ecosystem, string[]>> = {
  npm: ['js', 'javascript', 'ts', 'typescript', 'jsx', 'tsx', 'mjs', 'cjs'],
  pypi: ['python', 'py', 'python3', 'pycon'],
  go: ['go', 'golang'],
  cargo: ['rust', 'rs'],
  maven: ['java', 'kotlin', 'kt'],
  gradle: ['java', 'kotlin', 'kt', 'groovy'],
  rubygems: ['ruby', 'rb'],
  composer: ['php'],
  nuget: ['csharp', 'cs', 'c#'],
};
/** An example longer than this many lines is not the smallest one a reader wants. */
export const EXAMPLE_MAX_LINES = 40;

type ApiNames = { top: Set<string>; members: Set<string> };

/** The public names of the project's source files: top-level functions and types, and members. */
function apiNames(snapshot: Snapshot): ApiNames {
  const top = new Set<string>();
  const members = new Set<string>();
  for (const file of snapshot.files) {
    if (file.role !== 'source') continue;
    for (const symbol of file.code.symbols) {
      if (!symbol.exported || symbol.name.length < 3) continue;
      (symbol.parent === null ? top : members).add(symbol.name);
    }
  }
  return { top, members };
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** How a block uses the API: calls of its top-level public names (three each) and members (one each), and whether it imports the package. */
export function exampleScore(block: string, names: ApiNames, packageName: string | null): { calls: number; imports: boolean } {
  let calls = 0;
  for (const word of new Set(block.match(/[A-Za-z_][\w]*(?=\s*[(!{])|(?<=\bnew\s+)[A-Za-z_]\w*/g) ?? [])) {
    if (names.top.has(word)) calls += 3;
    else if (names.members.has(word)) calls += 1;
  }
  const imports = packageName !== null && new RegExp(`['"\`]${escapeRegExp(packageName)}['"\`/]|\\b${escapeRegExp(packageName.replace(/-/g, '_'))}::|import ${escapeRegExp(packageName)}\\b|from ${escapeRegExp(packageName)}\\b`).test(block);
  return { calls, imports };
}

/**
 * The README's (else a guide's) example of the API in use, in the project's language: the first block
 * that imports the package and calls its API (a README's "hello world"), else the shortest that calls
 * it within one call of the most; null when no block calls a public name.
 */
export function usageExample(snapshot: Snapshot): FoundCode | null {
  const manifest = projectManifest(snapshot);
  const tags = manifest === null ? null : (LANGUAGE_TAGS[manifest.ecosystem] ?? null);
  const names = apiNames(snapshot);
  const packageName = manifest?.name ?? null;
  for (const kinds of [['readme'], ['guide']] as const) {
    const candidates = codeOf(guideSections(snapshot, kinds))
      .filter((block) => (block.language === null ? tags === null || /[({;]/.test(block.text) : tags === null || tags.includes(block.language)))
      .filter((block) => block.text.split('\n').length <= EXAMPLE_MAX_LINES && !DEPENDENCY_BLOCK.test(block.text))
      .map((block) => ({ block, ...exampleScore(block.text, names, packageName) }));
    const complete = candidates.find((entry) => entry.imports && entry.calls >= 1);
    if (complete) return complete.block;
    const calling = candidates.filter((entry) => entry.calls >= 3);
    if (calling.length === 0) continue;
    const best = Math.max(...calling.map((entry) => entry.calls));
    const lines = (entry: { block: FoundCode }) => entry.block.text.split('\n').length;
    return calling.filter((entry) => entry.calls >= best - 1).sort((a, b) => lines(a) - lines(b))[0]?.block ?? null;
  }
  return null;
}

/** `## Example`: the block as the README gives it, with where it is. */
export function exampleSection(snapshot: Snapshot): string[] {
  const example = usageExample(snapshot);
  if (example === null) return [];
  const where = example.heading === null ? `${code(example.path)} (line ${example.line})` : `${code(example.path)}, under "${text(example.heading)}" (line ${example.line})`;
  return [heading(2, 'Example'), `The smallest example that calls the project's API, as ${where} gives it:`, fence(example.text, example.language ?? '')];
}
