import type { SourceFile } from '@chronicle/snapshot';

/**
 * Linguist classes these single-file component languages as markup, but their files hold a
 * component's script, so they are source code: a Vue app's index without its `.vue` files would
 * miss most of the app. HTML, CSS and other markup stay out.
 */
export const COMPONENT_LANGUAGES: readonly string[] = ['Astro', 'Svelte', 'Vue'];

/** A source file: Linguist's `programming` type, or a single-file component language. */
export function isSourceFile(file: SourceFile): boolean {
  return file.languageType === 'programming' || (file.language !== null && COMPONENT_LANGUAGES.includes(file.language));
}
