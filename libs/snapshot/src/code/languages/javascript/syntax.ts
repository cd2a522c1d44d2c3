/** A JSDoc/TSDoc comment. */
export const isJsDoc = (raw: string): boolean => raw.startsWith('/**') && !raw.startsWith('/**/');

/** Values that make a variable or member a function. */
export const FUNCTION_VALUES: ReadonlySet<string> = new Set(['arrow_function', 'function_expression', 'function', 'generator_function']);

/** Values that make a variable a class. */
export const CLASS_VALUES: ReadonlySet<string> = new Set(['class', 'class_declaration', 'abstract_class_declaration']);
