// The public names of TypeScript and JavaScript files, read with the TypeScript compiler API:
// - each module's exports, resolved to their declarations by docs-check/ts-exports.mjs (counted in
//   the file that declares them; CommonJS `module.exports = X` and `exports.x = …` included);
// - the members of each exported class, interface and enum (`Class.member`; not `private`,
//   `protected` or `#private`, nor marked private in their JSDoc — `@private`, which TypeScript
//   itself reads in JavaScript, or dox's `@api private`, as koa and express mark internals —;
//   constructors and computed names left out), the exported members of
//   an exported namespace (`Namespace.name`);
// - CommonJS member assignments at the top level: `X.prototype.m = …` and `X.m = function/arrow/class`
//   on an exported X or on the object `module.exports` is bound to (`var app = exports = module.exports = {}`)
//   as `X.m`;
// - the properties of an object literal assigned to `module.exports`, by their name, or
//   `binding.name` when a variable is bound to it too (`const proto = module.exports = { … }`):
//   either counts;
// - `export … from` re-exports by the name they export (`*` for `export * from`), kind `use`.
import path from 'node:path';
import { typescriptSurface } from '../docs-check/ts-exports.mjs';

/**
 * @typedef {{ qualifiedName: string, parent: string | null, kind: string, line: number, alternates?: string[], reexport?: boolean }} PublicName
 */

/**
 * @param {string} dir repository root
 * @param {string[]} files TypeScript/JavaScript paths relative to `dir`
 * @returns {Promise<Map<string, PublicName[]>>} by path
 */
export async function tsPublicNames(dir, files) {
  const ts = (await import('typescript')).default;
  const surface = await typescriptSurface(dir, files);
  const byFile = new Map();
  const add = (file, entry) => byFile.set(file, [...(byFile.get(file) ?? []), entry]);
  const exportedIn = new Map();
  for (const entry of surface.exports) {
    add(entry.path, { qualifiedName: entry.name, parent: null, kind: kindOf(entry.kind), line: entry.line });
    exportedIn.set(entry.path, new Set([...(exportedIn.get(entry.path) ?? []), entry.name]));
  }
  for (const file of files) {
    const text = ts.sys.readFile(path.join(dir, file));
    if (text === undefined) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(ts, file));
    const { members, docPrivate } = fileMembers(ts, source, exportedIn.get(file) ?? new Set());
    for (const entry of members) add(file, entry);
    // ts-exports.mjs lists a `module.exports = { … }` object's properties too, JSDoc-private ones included.
    if (docPrivate.size > 0) byFile.set(file, (byFile.get(file) ?? []).filter((entry) => entry.parent !== null || !docPrivate.has(entry.qualifiedName)));
  }
  for (const [file, entries] of byFile) byFile.set(file, unique(entries));
  return byFile;
}

function kindOf(syntaxKind) {
  return syntaxKind.replace(/Declaration$|Assignment$|Statement$/, '').replace(/^./, (c) => c.toLowerCase());
}

function scriptKind(ts, file) {
  if (/\.tsx$/.test(file)) return ts.ScriptKind.TSX;
  if (/\.(?:jsx)$/.test(file)) return ts.ScriptKind.JSX;
  if (/\.[cm]?js$/.test(file)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

/** An object literal's properties replace the same names found by ts-exports.mjs (they carry alternates). */
function unique(entries) {
  const seen = new Map();
  for (const entry of entries) {
    const known = seen.get(entry.qualifiedName);
    if (!known || (entry.alternates && !known.alternates)) seen.set(entry.qualifiedName, entry);
  }
  return [...seen.values()];
}

function fileMembers(ts, source, exported) {
  const out = [];
  const privateNames = new Set();
  const line = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const nameOf = (node) => (node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name) || ts.isNumericLiteral(node.name)) ? node.name.text : null);
  const docPrivate = (node) => ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'private' || (tag.tagName.text === 'api' && /^\s*private\b/.test(ts.getTextOfJSDocComment(tag.comment) ?? '')));
  const hidden = (node) => (ts.getCombinedModifierFlags(node) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) !== 0 || (node.name && ts.isPrivateIdentifier(node.name)) || docPrivate(node);
  const classMembers = (node, owner) => {
    for (const member of node.members) {
      if (ts.isConstructorDeclaration(member) || ts.isClassStaticBlockDeclaration(member) || ts.isIndexSignatureDeclaration(member) || ts.isSemicolonClassElement(member) || hidden(member)) continue;
      const name = nameOf(member);
      if (name) out.push({ qualifiedName: `${owner}.${name}`, parent: owner, kind: ts.isMethodDeclaration(member) ? 'method' : 'property', line: line(member) });
    }
  };
  // Names `module.exports` is bound to: `const proto = module.exports = {…}`, `exports = module.exports = app`.
  const moduleObjects = new Set();
  const exportsTarget = (expression) => {
    let value = expression;
    const bindings = [];
    while (ts.isBinaryExpression(value) && value.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
      if (ts.isIdentifier(value.left) && value.left.text !== 'exports') bindings.push(value.left.text);
      value = value.right;
    }
    return { value, bindings };
  };
  const isModuleExports = (node) => ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'module' && node.name.text === 'exports';
  const chainHasModuleExports = (expression) => {
    for (let value = expression; ts.isBinaryExpression(value) && value.operatorToken.kind === ts.SyntaxKind.EqualsToken; value = value.right) if (isModuleExports(value.left)) return true;
    return false;
  };
  const readModuleExports = (bindings, value) => {
    for (const binding of bindings) moduleObjects.add(binding);
    if (ts.isIdentifier(value)) moduleObjects.add(value.text);
    if (ts.isClassExpression(value) && value.name) classMembers(value, value.name.text);
    if (ts.isObjectLiteralExpression(value)) {
      for (const property of value.properties) {
        const name = ts.isShorthandPropertyAssignment(property) ? property.name.text : nameOf(property);
        if (!name) continue;
        if (docPrivate(property)) {
          privateNames.add(name);
          continue;
        }
        out.push({ qualifiedName: name, parent: null, kind: ts.isMethodDeclaration(property) ? 'method' : 'property', line: line(property), alternates: bindings.map((binding) => `${binding}.${name}`) });
      }
    }
  };
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer && chainHasModuleExports(declaration.initializer)) {
          const { value, bindings } = exportsTarget(declaration.initializer);
          readModuleExports([declaration.name.text, ...bindings], value);
        }
      }
    }
    if (ts.isExpressionStatement(statement) && ts.isBinaryExpression(statement.expression) && chainHasModuleExports(statement.expression)) {
      const { value, bindings } = exportsTarget(statement.expression);
      readModuleExports(bindings, value);
    }
  }
  const isExported = (name) => exported.has(name) || moduleObjects.has(name);
  for (const statement of source.statements) {
    const name = nameOf(statement);
    if (ts.isClassDeclaration(statement) && name && isExported(name)) classMembers(statement, name);
    else if (ts.isInterfaceDeclaration(statement) && isExported(name)) {
      for (const member of statement.members) {
        const memberName = nameOf(member);
        if (memberName) out.push({ qualifiedName: `${name}.${memberName}`, parent: name, kind: ts.isMethodSignature(member) ? 'method' : 'property', line: line(member) });
      }
    } else if (ts.isEnumDeclaration(statement) && isExported(name)) {
      for (const member of statement.members) {
        const memberName = nameOf(member);
        if (memberName) out.push({ qualifiedName: `${name}.${memberName}`, parent: name, kind: 'constant', line: line(member) });
      }
    } else if (ts.isModuleDeclaration(statement) && name && isExported(name) && statement.body && ts.isModuleBlock(statement.body)) {
      for (const inner of statement.body.statements) {
        if (!(ts.getCombinedModifierFlags(inner) & ts.ModifierFlags.Export)) continue;
        const names = ts.isVariableStatement(inner) ? inner.declarationList.declarations.map((d) => (ts.isIdentifier(d.name) ? d.name.text : null)) : [nameOf(inner)];
        for (const innerName of names.filter(Boolean)) out.push({ qualifiedName: `${name}.${innerName}`, parent: name, kind: 'member', line: line(inner) });
      }
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      const names = !statement.exportClause ? ['*'] : ts.isNamespaceExport(statement.exportClause) ? [statement.exportClause.name.text] : statement.exportClause.elements.map((element) => element.name.text);
      for (const exportedName of names) out.push({ qualifiedName: exportedName, parent: null, kind: 'use', line: line(statement), reexport: true });
    } else if (ts.isExpressionStatement(statement) && ts.isBinaryExpression(statement.expression) && statement.expression.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
      const target = statement.expression.left;
      const value = exportsTarget(statement.expression.right).value;
      if (!ts.isPropertyAccessExpression(target) || !ts.isIdentifier(target.name)) continue;
      if (docPrivate(statement)) {
        // `app.init = …` marked private on the object `module.exports` is: ts-exports.mjs lists it as an export too.
        if (ts.isIdentifier(target.expression) && (moduleObjects.has(target.expression.text) || target.expression.text === 'exports')) privateNames.add(target.name.text);
        continue;
      }
      const holder = target.expression;
      // X.prototype.m = …
      if (ts.isPropertyAccessExpression(holder) && holder.name.text === 'prototype' && ts.isIdentifier(holder.expression) && isExported(holder.expression.text)) {
        const owner = holder.expression.text;
        out.push({ qualifiedName: `${owner}.${target.name.text}`, parent: owner, kind: 'method', line: line(statement) });
      } else if (ts.isIdentifier(holder) && holder.text !== 'module' && holder.text !== 'exports' && isExported(holder.text) && (ts.isFunctionExpression(value) || ts.isArrowFunction(value) || ts.isClassExpression(value))) {
        out.push({ qualifiedName: `${holder.text}.${target.name.text}`, parent: holder.text, kind: 'method', line: line(statement) });
      }
    }
  }
  return { members: out, docPrivate: privateNames };
}
