import { makeCommit } from '../testing/factories.js';
import { commitInScope, InvalidScopeError, normalizeScopePath } from './scope.js';

describe('normalizeScopePath', () => {
  it.each([
    ['packages/x', 'packages/x'],
    ['./packages/x/', 'packages/x'],
    ['packages\\x', 'packages/x'],
    ['packages//x/./y', 'packages/x/y'],
    ['.', ''],
  ])('%s → %s', (value, expected) => {
    expect(normalizeScopePath(value)).toBe(expected);
  });

  it.each([
    ['--output=x', /looks like an option/],
    ['-p', /looks like an option/],
    ['/etc', /is absolute/],
    ['C:\\repo', /is absolute/],
    ['packages/../../x', /leaves the repository/],
    [':(glob)**/x', /is a git pathspec/],
    ['pack\nages', /control characters/],
  ])('refuses %j', (value, message) => {
    expect(() => normalizeScopePath(value)).toThrow(InvalidScopeError);
    expect(() => normalizeScopePath(value)).toThrow(message);
  });
});

describe('commitInScope', () => {
  const touching = (...files: string[]) => makeCommit({ files });
  const root = { path: '', exclude: ['packages/plugin'] };

  it('keeps commits that touch the scope outside its excluded sub-packages', () => {
    expect(commitInScope(touching('src/a.ts'), root)).toBe(true);
    expect(commitInScope(touching('packages/plugin/src/a.ts', 'src/a.ts'), root)).toBe(true);
    expect(commitInScope(touching('packages/plugin/src/a.ts'), root)).toBe(false);
    expect(commitInScope(touching('packages/plugin-extra/a.ts'), root)).toBe(true);
  });

  it('does not count a root lockfile or changeset that a sub-package release touched', () => {
    expect(commitInScope(touching('packages/plugin/package.json', 'package-lock.json'), root)).toBe(false);
    expect(commitInScope(touching('packages/plugin/CHANGELOG.md', '.changeset/brave-owls.md', 'pnpm-lock.yaml'), root)).toBe(false);
    expect(commitInScope(touching('package-lock.json'), root)).toBe(true);
  });

  it('keeps to a folder, and keeps a commit without files only at the root', () => {
    const plugin = { path: 'packages/plugin', exclude: [] };
    expect(commitInScope(touching('packages/plugin/src/a.ts'), plugin)).toBe(true);
    expect(commitInScope(touching('packages/pluginx/a.ts'), plugin)).toBe(false);
    expect(commitInScope(makeCommit({ files: [] }), plugin)).toBe(false);
    expect(commitInScope(makeCommit({ files: [] }), root)).toBe(true);
  });
});
