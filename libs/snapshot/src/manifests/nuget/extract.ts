import { XMLParser } from 'fast-xml-parser';
import type { DeclaredDependency, Manifest } from '../../model.js';
import { ancestors, baseName, dependency, dirName, emptyManifest, isObject, joinPath, readOther, text, type JsonObject } from '../shared.js';
import type { ManifestContext, ManifestSource } from '../types.js';

const LISTS = new Set(['PropertyGroup', 'ItemGroup', 'PackageReference', 'PackageVersion', 'GlobalPackageReference']);
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, trimValues: true, isArray: (name) => LISTS.has(name) });

function project(source: string): JsonObject | null {
  const xml: unknown = parser.parse(source);
  return isObject(xml) && isObject(xml.Project) ? xml.Project : null;
}

function items(root: JsonObject, kind: string): JsonObject[] {
  const groups = Array.isArray(root.ItemGroup) ? root.ItemGroup.filter(isObject) : [];
  return groups.flatMap((group) => (Array.isArray(group[kind]) ? group[kind].filter(isObject) : []));
}

/** The first value of a property across the project's PropertyGroups. */
function property(root: JsonObject, name: string): string | null {
  const groups = Array.isArray(root.PropertyGroup) ? root.PropertyGroup.filter(isObject) : [];
  for (const group of groups) {
    const value = text(group[name]);
    if (value) return value;
  }
  return null;
}

/** An item's attribute or child element (`Version="1.0"` or `<Version>1.0</Version>`). */
function field(item: JsonObject, name: string): string | null {
  return text(item[`@${name}`]) ?? text(item[name]);
}

/** Central package management: `Directory.Packages.props` of the nearest folder above (or at) the project. */
function centralVersions(path: string, context: ManifestContext): Map<string, string> {
  for (const folder of ancestors(dirName(path))) {
    const root = readOther(context, joinPath(folder, 'Directory.Packages.props'), project);
    if (root === undefined) continue;
    const versions = new Map<string, string>();
    for (const item of root ? items(root, 'PackageVersion') : []) {
      const name = field(item, 'Include');
      const version = field(item, 'Version');
      if (name && version) versions.set(name.toLowerCase(), version);
    }
    return versions;
  }
  return new Map();
}

/** PrivateAssets="all" marks a package used while building only (analyzers, source link). */
function scopeOf(item: JsonObject): DeclaredDependency['scope'] {
  return field(item, 'PrivateAssets')?.toLowerCase() === 'all' ? 'development' : 'runtime';
}

/**
 * Reads an SDK-style project (*.csproj, *.fsproj, *.vbproj): PackageReference items (their version
 * from Directory.Packages.props when central package management holds it), TargetFramework(s) as
 * the runtime, PackageId/AssemblyName (else the file's name), Version, Description, license expression.
 */
export function extractProject(file: ManifestSource, context: ManifestContext): Manifest | null {
  const root = project(file.text);
  if (!root) return null;
  const kind = baseName(file.path).replace(/^.*\./, '*.');
  const manifest = emptyManifest(file.path, 'nuget', kind);
  manifest.name = property(root, 'PackageId') ?? property(root, 'AssemblyName') ?? baseName(file.path).replace(/\.\w+$/, '');
  manifest.version = property(root, 'Version') ?? property(root, 'VersionPrefix');
  manifest.description = property(root, 'Description');
  manifest.license = property(root, 'PackageLicenseExpression');
  const central = centralVersions(file.path, context);
  manifest.dependencies = items(root, 'PackageReference').flatMap((item) => {
    const name = field(item, 'Include') ?? field(item, 'Update');
    if (!name) return [];
    const version = field(item, 'Version') ?? field(item, 'VersionOverride') ?? central.get(name.toLowerCase()) ?? null;
    return [dependency(name, version, scopeOf(item), 'PackageReference')];
  });
  const frameworks = property(root, 'TargetFramework') ?? property(root, 'TargetFrameworks');
  manifest.runtime = frameworks ? { name: 'dotnet', requirement: frameworks } : null;
  return manifest;
}
