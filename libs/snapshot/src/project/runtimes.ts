import { parse as parseToml } from 'smol-toml';
import type { RuntimeRequirement } from '../model.js';

// Runtime versions pinned by version-manager files and container images. Manifests' own runtime
// fields (`engines.node`, `requires-python`, `go 1.22`, `rust-version`) are read with the manifests.

const VERSION_FILES: Record<string, string> = {
  '.nvmrc': 'Node.js',
  '.node-version': 'Node.js',
  '.python-version': 'Python',
  '.ruby-version': 'Ruby',
  '.java-version': 'Java',
  '.go-version': 'Go',
  '.terraform-version': 'Terraform',
  'rust-toolchain': 'Rust',
};

/** asdf and mise tool names in `.tool-versions`, and SDKMAN! candidates in `.sdkmanrc`. */
const TOOL_NAMES: Record<string, string> = {
  nodejs: 'Node.js',
  node: 'Node.js',
  python: 'Python',
  golang: 'Go',
  go: 'Go',
  rust: 'Rust',
  ruby: 'Ruby',
  java: 'Java',
  kotlin: 'Kotlin',
  scala: 'Scala',
  gradle: 'Gradle',
  maven: 'Maven',
  deno: 'Deno',
  bun: 'Bun',
  php: 'PHP',
  elixir: 'Elixir',
  erlang: 'Erlang',
  dotnet: '.NET',
  'dotnet-core': '.NET',
  terraform: 'Terraform',
  pnpm: 'pnpm',
  yarn: 'Yarn',
};

const DOCKERFILE = /(?:^|\/)(?:Dockerfile|Containerfile)(?:\.[\w.-]+)?$|(?:^|\/)[\w.-]+\.(?:Dockerfile|dockerfile)$/;
// `Dockerfile.dev` is a Dockerfile; `Dockerfile.md` documents one.
const NOT_DOCKERFILE = /\.(?:md|markdown|txt|rst|adoc|dockerignore|orig|bak)$/i;
const THIRD_PARTY = /(?:^|\/)(?:node_modules|vendor|bower_components)\//;

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

export function isRuntimeFilePath(path: string): boolean {
  if (THIRD_PARTY.test(path)) return false;
  const name = baseName(path);
  return name in VERSION_FILES || name === 'rust-toolchain.toml' || name === '.tool-versions' || name === '.sdkmanrc' || (DOCKERFILE.test(path) && !NOT_DOCKERFILE.test(name));
}

/**
 * The runtime versions a file asks for: the version in `.nvmrc`, `.python-version` (each line),
 * `.ruby-version`, `.java-version`, `rust-toolchain(.toml)`; every tool of `.tool-versions` and
 * `.sdkmanrc`; each base image of a Dockerfile's `FROM` lines (the image as `name`, its tag or
 * digest as `requirement`, `latest` when it has none), `ARG` defaults resolved, build stages and
 * `scratch` left out.
 */
export function readRuntimeRequirements(file: { path: string; text: string }): RuntimeRequirement[] {
  const name = baseName(file.path);
  const lines = meaningfulLines(file.text);
  if (name === 'rust-toolchain.toml' || (name === 'rust-toolchain' && /^\s*\[toolchain\]/m.test(file.text))) return rustToolchain(file);
  if (name === '.python-version') return lines.map((line) => ({ path: file.path, name: 'Python', requirement: line }));
  if (name in VERSION_FILES) return lines.slice(0, 1).map((line) => ({ path: file.path, name: VERSION_FILES[name]!, requirement: line.replace(/^ruby-/, '') }));
  if (name === '.tool-versions') return toolVersions(file.path, lines);
  if (name === '.sdkmanrc') return sdkmanCandidates(file.path, lines);
  if (DOCKERFILE.test(file.path) && !NOT_DOCKERFILE.test(name)) return baseImages(file.path, file.text);
  return [];
}

function meaningfulLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

function rustToolchain(file: { path: string; text: string }): RuntimeRequirement[] {
  const channel = (parseToml(file.text) as { toolchain?: { channel?: unknown } }).toolchain?.channel;
  return typeof channel === 'string' && channel.trim() !== '' ? [{ path: file.path, name: 'Rust', requirement: channel.trim() }] : [];
}

/** `nodejs 20.11.0` (the first version is the one used; later ones are fallbacks). */
function toolVersions(path: string, lines: string[]): RuntimeRequirement[] {
  return lines.flatMap((line) => {
    const [tool, version] = line.split(/\s+/);
    return tool && version ? [{ path, name: TOOL_NAMES[tool] ?? tool, requirement: version }] : [];
  });
}

/** `java=21.0.2-tem`. */
function sdkmanCandidates(path: string, lines: string[]): RuntimeRequirement[] {
  return lines.flatMap((line) => {
    const match = /^([\w-]+)\s*=\s*(\S+)$/.exec(line);
    return match ? [{ path, name: TOOL_NAMES[match[1]!] ?? match[1]!, requirement: match[2]! }] : [];
  });
}

function baseImages(path: string, text: string): RuntimeRequirement[] {
  const args = new Map<string, string>();
  const stages = new Set<string>();
  const images: RuntimeRequirement[] = [];
  for (const line of text.replace(/\\\r?\n/g, ' ').split(/\r?\n/)) {
    const arg = /^\s*ARG\s+(\w+)=("?)([^"\s]*)\2\s*$/i.exec(line);
    if (arg) args.set(arg[1]!, arg[3]!);
    const from = /^\s*FROM\s+(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (!from) continue;
    const image = from[1]!.replace(/\$\{?(\w+)(?::-([^}]*))?\}?/g, (whole, name: string, fallback?: string) => args.get(name) ?? fallback ?? whole);
    const earlierStage = stages.has(image.toLowerCase());
    if (from[2]) stages.add(from[2].toLowerCase());
    if (image.includes('$') || image.toLowerCase() === 'scratch' || earlierStage) continue;
    const { name, requirement } = splitImage(image);
    if (!images.some((entry) => entry.name === name && entry.requirement === requirement)) images.push({ path, name, requirement });
  }
  return images;
}

/** `node:20-alpine` → `node` and `20-alpine`; `python@sha256:…` → the digest; no tag → `latest`, as Docker pulls. */
function splitImage(image: string): { name: string; requirement: string } {
  const at = image.indexOf('@');
  if (at !== -1) return { name: image.slice(0, at).replace(/:[^/:]*$/, ''), requirement: image.slice(at + 1) };
  const colon = image.lastIndexOf(':');
  if (colon > image.lastIndexOf('/')) return { name: image.slice(0, colon), requirement: image.slice(colon + 1) };
  return { name: image, requirement: 'latest' };
}
