import type { LanguageType } from '../model.js';
import { CPP_SOURCE_EXTENSIONS, EXTENSION_OVERRIDES, OBJECTIVE_C_SOURCE_EXTENSIONS, POPULARITY, TEXT_FILE_NAMES } from './language-tables.js';
import { LINGUIST_LANGUAGES as LANGUAGES } from './linguist.js';

const TYPES = new Map(LANGUAGES.map((language) => [language.name, language.type as LanguageType]));
const RANK = new Map(POPULARITY.map((name, index) => [name, index]));

/** What the rest of the tree says about ambiguous names: the language of `.h` files. */
export type LanguageContext = { headerLanguage: 'C' | 'C++' | 'Objective-C' };

/** The language each extension (lowercase, with its dot) and each exact file name resolve to. */
const BY_EXTENSION = resolveClaims(LANGUAGES.flatMap((language) => (language.extensions ?? []).map((extension, index) => ({ key: extension.toLowerCase(), name: language.name, primary: index === 0 }))));
const BY_FILENAME = resolveClaims(LANGUAGES.flatMap((language) => (language.filenames ?? []).map((filename) => ({ key: filename, name: language.name, primary: false }))));
const BY_INTERPRETER = resolveClaims(LANGUAGES.flatMap((language) => (language.interpreters ?? []).map((interpreter) => ({ key: interpreter, name: language.name, primary: false }))));

/**
 * One language per key. The primary-extension rule: among several claimants, the languages whose
 * FIRST extension it is win; ties (several or none of them primary) go to the more popular
 * language, then to the name first in code-point order.
 */
function resolveClaims(claims: { key: string; name: string; primary: boolean }[]): Map<string, string> {
  const byKey = new Map<string, { name: string; primary: boolean }[]>();
  for (const claim of claims) {
    const list = byKey.get(claim.key) ?? [];
    list.push(claim);
    byKey.set(claim.key, list);
  }
  const resolved = new Map<string, string>();
  for (const [key, list] of byKey) {
    const primaries = list.filter((claim) => claim.primary);
    const candidates = (primaries.length > 0 ? primaries : list).map((claim) => claim.name);
    resolved.set(key, [...candidates].sort(byPopularity)[0]!);
  }
  return resolved;
}

function byPopularity(a: string, b: string): number {
  const rankA = RANK.get(a) ?? Number.MAX_SAFE_INTEGER;
  const rankB = RANK.get(b) ?? Number.MAX_SAFE_INTEGER;
  if (rankA !== rankB) return rankA - rankB;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The `.h` rule, from every path of the tree: C++ beside C++ sources, Objective-C beside `.m`/`.mm`, else C. */
export function languageContext(paths: readonly string[]): LanguageContext {
  const extensions = new Set(paths.map((path) => extensionOf(path)));
  if (CPP_SOURCE_EXTENSIONS.some((extension) => extensions.has(extension))) return { headerLanguage: 'C++' };
  if (OBJECTIVE_C_SOURCE_EXTENSIONS.some((extension) => extensions.has(extension))) return { headerLanguage: 'Objective-C' };
  return { headerLanguage: 'C' };
}

/**
 * Linguist's language for a path: its exact file name (`Makefile`, `Dockerfile`, `tsconfig.json`),
 * else its extensions, longest first (`.d.ts` before `.ts`), through the override table, else
 * Linguist's claimants by the primary-extension rule; `LICENSE-MIT`, `NOTICE`… are Text. Null when
 * nothing claims it (a shebang may still tell: {@link languageFromShebang}).
 */
export function detectLanguage(path: string, context: LanguageContext): string | null {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const byName = BY_FILENAME.get(name);
  if (byName) return byName;
  for (let dot = name.indexOf('.'); dot >= 0; dot = name.indexOf('.', dot + 1)) {
    const extension = name.slice(dot).toLowerCase();
    if (extension === '.h') return context.headerLanguage;
    const language = EXTENSION_OVERRIDES[extension] ?? BY_EXTENSION.get(extension);
    if (language) return language;
  }
  return TEXT_FILE_NAMES.test(name) ? 'Text' : null;
}

/** The language a `#!` first line names through its interpreter (`#!/usr/bin/env node` → JavaScript). */
export function languageFromShebang(text: string): string | null {
  if (!text.startsWith('#!')) return null;
  const line = text.slice(2, text.indexOf('\n') >= 0 ? text.indexOf('\n') : undefined).trim();
  const words = line.split(/\s+/);
  let program = words[0]?.slice(words[0].lastIndexOf('/') + 1) ?? '';
  // `#!/usr/bin/env [-S] [VAR=value…] node`
  if (program === 'env') program = words.slice(1).find((word) => !word.startsWith('-') && !word.includes('=')) ?? '';
  // `python3.12` → `python`
  return BY_INTERPRETER.get(program) ?? BY_INTERPRETER.get(program.replace(/[\d.]+$/, '')) ?? null;
}

/** Linguist's type of a language (programming, markup, data or prose). */
export function languageType(language: string | null): LanguageType | null {
  return language === null ? null : (TYPES.get(language) ?? null);
}

/** Whether Linguist knows the language (used to check the tables). */
export function isLinguistLanguage(name: string): boolean {
  return TYPES.has(name);
}

function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}
