// A second parser for TypeScript and JavaScript: the TypeScript compiler API (the `typescript`
// package installed at the root) lists each module's exports and finds every interface
// declaration. ESM exports are resolved through re-exports to their declaration, so a barrel
// file does not count a symbol twice; declarations outside the repository (re-exported
// dependencies) and JSDoc @typedef/@callback are not counted. A CommonJS `module.exports = X`
// counts X by its name when it is a named class or function, and the properties of an object
// literal; an anonymous `module.exports` cannot be named and is reported as such.
import path from 'node:path';

/**
 * @typedef {{ name: string, aliases: string[], kind: string, path: string, line: number }} ExportedSymbol
 * @typedef {{ exports: ExportedSymbol[], interfaces: ExportedSymbol[], anonymous: string[] }} TsSurface
 */

/**
 * @param {string} dir repository root
 * @param {string[]} files TypeScript/JavaScript paths relative to `dir`
 * @returns {Promise<TsSurface>}
 */
export async function typescriptSurface(dir, files) {
  const ts = (await import('typescript')).default;
  const absolute = files.map((file) => path.join(dir, file));
  const program = ts.createProgram(absolute, {
    allowJs: true, noEmit: true, noLib: true, types: [], skipLibCheck: true, noResolve: false,
    target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, jsx: ts.JsxEmit.Preserve,
  });
  const checker = program.getTypeChecker();
  const inRepo = (node) => {
    const file = node.getSourceFile().fileName;
    return file.startsWith(`${dir}${path.sep}`) && !/[\\/]node_modules[\\/]/.test(file.slice(dir.length));
  };
  const where = (node) => {
    const source = node.getSourceFile();
    return { path: path.relative(dir, source.fileName).split(path.sep).join('/'), line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 };
  };
  const byDeclaration = new Map();
  const anonymous = [];
  const record = (exportName, symbol) => {
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
    if (!declaration || !inRepo(declaration) || isJsDoc(ts, declaration)) return;
    const location = where(declaration);
    const key = `${location.path}:${declaration.pos}:${symbol.getName()}`;
    const name = declaredName(ts, declaration) ?? exportName;
    if (name === 'default') {
      anonymous.push(`${location.path}:${location.line}`);
      return;
    }
    const entry = byDeclaration.get(key) ?? { name, aliases: [], kind: ts.SyntaxKind[declaration.kind], ...location };
    if (exportName !== name && exportName !== 'default' && !entry.aliases.includes(exportName)) entry.aliases.push(exportName);
    byDeclaration.set(key, entry);
  };
  const interfaces = [];
  for (const file of absolute) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    collectInterfaces(ts, source, (node) => interfaces.push({ name: node.name.text, aliases: [], kind: 'InterfaceDeclaration', ...where(node) }));
    const moduleSymbol = checker.getSymbolAtLocation(source);
    if (!moduleSymbol) continue;
    const exportEquals = moduleSymbol.exports?.get('export=');
    if (exportEquals) readExportEquals(ts, checker, exportEquals, record, () => anonymous.push(path.relative(dir, file).split(path.sep).join('/')));
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      if (exportEquals && (exported.getName() === 'prototype' || exported.getName() === 'default')) continue;
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      record(exported.getName(), target);
    }
  }
  const order = (a, b) => (a.path + a.line + a.name < b.path + b.line + b.name ? -1 : 1);
  return { exports: [...byDeclaration.values()].sort(order), interfaces: interfaces.sort(order), anonymous: anonymous.sort() };
}

function isJsDoc(ts, node) {
  return ts.isJSDocTypedefTag(node) || ts.isJSDocCallbackTag(node) || ts.isJSDoc(node);
}

/** The name a declaration gives itself (`export default function foo` → foo), or null. */
function declaredName(ts, declaration) {
  const name = declaration.name;
  return name && (ts.isIdentifier(name) || ts.isPrivateIdentifier(name)) ? name.text : null;
}

/** `module.exports = …`: a named class/function, or the properties of an object literal. */
function readExportEquals(ts, checker, exportEquals, record, onAnonymous) {
  const target = exportEquals.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exportEquals) : exportEquals;
  const declaration = target.valueDeclaration ?? target.declarations?.[0];
  if (declaration && declaredName(ts, declaration) && (ts.isClassLike(declaration) || ts.isFunctionLike(declaration))) {
    record(declaredName(ts, declaration), target);
    return;
  }
  const assigned = declaration && ts.isBinaryExpression(declaration) ? declaration.right : null;
  const value = assigned && ts.isBinaryExpression(assigned) ? assigned.right : assigned;
  if (value && ts.isObjectLiteralExpression(value)) {
    for (const property of checker.getPropertiesOfType(checker.getTypeAtLocation(value))) record(property.getName(), property);
    return;
  }
  if (value && (ts.isClassExpression(value) || ts.isFunctionExpression(value)) && value.name) {
    record(value.name.text, checker.getSymbolAtLocation(value.name) ?? target);
    return;
  }
  onAnonymous();
}

function collectInterfaces(ts, node, found) {
  if (ts.isInterfaceDeclaration(node)) found(node);
  ts.forEachChild(node, (child) => collectInterfaces(ts, child, found));
}
