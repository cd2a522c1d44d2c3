/**
 * Fills `{name}` placeholders with their values. Placeholders without a value are left as they
 * are (so JSON braces in a prompt survive); `{{name}}` writes a literal `{name}`.
 */
export function renderPrompt(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{(\w+)\}\}|\{(\w+)\}/g, (whole, escaped: string | undefined, name: string | undefined) => {
    if (escaped !== undefined) return `{${escaped}}`;
    return Object.hasOwn(values, name!) ? String(values[name!]) : whole;
  });
}

/** The placeholders a template uses, in order of first use. */
export function placeholdersOf(template: string): string[] {
  const names: string[] = [];
  for (const match of template.matchAll(/\{\{\w+\}\}|\{(\w+)\}/g)) if (match[1] && !names.includes(match[1])) names.push(match[1]);
  return names;
}
