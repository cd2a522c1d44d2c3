import type { LanguageModule } from './language-module.js';
import { javascript } from './languages/javascript/index.js';
import { c } from './languages/c/index.js';
import { csharp } from './languages/csharp/index.js';
import { go } from './languages/go/index.js';
import { java } from './languages/java/index.js';
import { php } from './languages/php/index.js';
import { python } from './languages/python/index.js';
import { ruby } from './languages/ruby/index.js';
import { rust } from './languages/rust/index.js';

/** The built-in language readers; one line per language folder. */
export const LANGUAGE_MODULES: readonly LanguageModule[] = [javascript, python, go, rust, java, csharp, ruby, php, c];

const byLanguage = new Map(LANGUAGE_MODULES.flatMap((module) => Object.keys(module.grammars).map((language) => [language, module] as const)));

/** The reader of a Linguist language, when there is one. */
export function moduleFor(language: string | null): LanguageModule | null {
  return language === null ? null : (byLanguage.get(language) ?? null);
}

/** Linguist language names that have a grammar, in code-point order. */
export function codeLanguages(): string[] {
  return [...byLanguage.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
