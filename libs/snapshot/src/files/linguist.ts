// Every language linguist-languages knows, as one array. The package is some 800 modules, one per
// language, and Node's ESM loader resolves, reads and links each apart: about 0.2 s of CPU at every
// start of a process that takes snapshots (`chronicle docs` spent it before reading a file). The
// build bundles this module with the package inlined (package.json's `build`), so a start reads one file.
import * as linguist from 'linguist-languages';

export type LinguistLanguage = { name: string; type: string; extensions?: readonly string[]; filenames?: readonly string[]; interpreters?: readonly string[] };

export const LINGUIST_LANGUAGES: readonly LinguistLanguage[] = Object.values(linguist as Record<string, LinguistLanguage>);
