"""The public names of Python modules, read with the standard library's `ast` (bench:code-model).

Reads a JSON list of [path, absolute file] pairs on stdin; writes a JSON object path -> names,
each name [qualifiedName, parent, kind, line], on stdout. Rules: module-level classes, functions
and assigned names without a leading underscore (also inside module-level if/try blocks); when the
module assigns `__all__` a list or tuple of string literals, exactly the names in it that the
module itself defines; members of a public class (methods, properties, class attributes, nested
classes) without a leading underscore; `@overload` variants count once; type variables
(`F = t.TypeVar("F")`, `ParamSpec`, `TypeVarTuple`) are typing helpers, not API. A file that does not parse
gives an error entry. In a package's `__init__.py`, names imported from the package itself
(`from .signer import Signer`, `from pkg.x import Y as Y`) are re-exports, kind `use`: public ones,
or exactly those in `__all__` when it is set.
"""
import ast
import json
import sys


def public(name):
    return not name.startswith('_')


def assigned_names(node):
    targets = []
    if isinstance(node, ast.Assign):
        targets = node.targets
    elif isinstance(node, (ast.AnnAssign, ast.AugAssign)):
        targets = [node.target]
    names = []
    for target in targets:
        for sub in ast.walk(target):
            if isinstance(sub, ast.Name) and isinstance(sub.ctx, ast.Store):
                names.append(sub.id)
    return names


def flatten(body):
    """Statements of a body, with those inside if/try/with blocks (conditional definitions)."""
    for node in body:
        if isinstance(node, ast.If):
            yield from flatten(node.body)
            yield from flatten(node.orelse)
        elif isinstance(node, ast.Try) or (hasattr(ast, 'TryStar') and isinstance(node, ast.TryStar)):
            yield from flatten(node.body)
            for handler in node.handlers:
                yield from flatten(handler.body)
            yield from flatten(node.orelse)
            yield from flatten(node.finalbody)
        elif isinstance(node, ast.With):
            yield from flatten(node.body)
        else:
            yield node


def declarations(body):
    """(name, kind, line, node) of each declaration in a body."""
    for node in flatten(body):
        if isinstance(node, ast.ClassDef):
            yield node.name, 'class', node.lineno, node
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            yield node.name, 'function', node.lineno, node
        elif isinstance(node, (ast.Assign, ast.AnnAssign)) and not is_type_variable(node):
            for name in assigned_names(node):
                yield name, 'variable', node.lineno, node


TYPE_VARIABLE_FACTORIES = {'TypeVar', 'ParamSpec', 'TypeVarTuple'}


def is_type_variable(node):
    """`F = TypeVar("F")`, `P = t.ParamSpec("P")`, `Ts = typing.TypeVarTuple("Ts")`."""
    value = node.value
    if not isinstance(value, ast.Call):
        return False
    func = value.func
    name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else None
    return name in TYPE_VARIABLE_FACTORIES


def dunder_all(tree):
    for node in flatten(tree.body):
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and '__all__' in assigned_names(node):
            value = node.value
            if isinstance(value, (ast.List, ast.Tuple)) and all(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in value.elts):
                return {e.value for e in value.elts}
    return None


def class_members(node, prefix, out):
    for name, kind, line, member in declarations(node.body):
        if not public(name):
            continue
        qualified = f'{prefix}.{name}'
        out.append([qualified, prefix, 'method' if kind == 'function' else kind if kind == 'class' else 'attribute', line])
        if kind == 'class':
            class_members(member, qualified, out)


def reexports(tree, package, listed):
    for node in flatten(tree.body):
        if not isinstance(node, ast.ImportFrom):
            continue
        internal = node.level > 0 or (node.module or '').split('.')[0] == package
        if not internal:
            continue
        for alias in node.names:
            name = alias.asname or alias.name
            if name == '*' or (name in listed if listed is not None else public(name)):
                yield [name, None, 'use', node.lineno]


def module_names(text, path):
    tree = ast.parse(text)
    listed = dunder_all(tree)
    out = []
    parts = path.split('/')
    if parts[-1] == '__init__.py' and len(parts) > 1:
        out.extend(reexports(tree, parts[-2], listed))
    for name, kind, line, node in declarations(tree.body):
        wanted = name in listed if listed is not None else public(name)
        if not wanted or name == '__all__':
            continue
        out.append([name, None, kind, line])
        if kind == 'class':
            class_members(node, name, out)
    seen = set()
    unique = []
    for entry in out:
        if entry[0] not in seen:
            seen.add(entry[0])
            unique.append(entry)
    return unique


def main():
    result = {}
    for path, absolute in json.load(sys.stdin):
        try:
            with open(absolute, encoding='utf-8') as handle:
                result[path] = module_names(handle.read(), path)
        except (SyntaxError, UnicodeDecodeError, ValueError) as error:
            result[path] = {'error': str(error)}
    json.dump(result, sys.stdout)


main()
