import { readReadme } from './readme.js';

describe('readReadme', () => {
  it('takes the first heading as the title and the first prose paragraph, without badges, images, HTML or link noise', () => {
    const text = `<div align="center"><img src="logo.png" alt="Acme"></div>

# Acme [![Build](https://ci.example/badge.svg)](https://ci.example) &emsp; [![npm][npm-badge]][npm]

[![Coverage](https://cov.example/badge.svg)](https://cov.example)
![License](https://img.shields.io/badge/license-MIT-blue)

<p align="center"><img src="demo.gif"></p>

> [!NOTE]
> Version 2 is out.

**Acme** is a _small_ library for [parsing dates](https://acme.dev/docs) in \`TypeScript\`,
with *zero* dependencies &amp; a tiny footprint. See the [guide][guide].

## Install

[npm-badge]: https://img.shields.io/npm/v/acme
[npm]: https://npmjs.com/package/acme
[guide]: https://acme.dev/guide
`;
    expect(readReadme({ path: 'README.md', text })).toEqual({
      path: 'README.md',
      title: 'Acme',
      opening: 'Acme is a small library for parsing dates in TypeScript, with zero dependencies & a tiny footprint. See the guide.',
    });
  });

  it('has no title when the README starts with section headings, and opens with the first prose', () => {
    const text = `[![Build Status](https://ci.example/badge.svg)](https://ci.example)

## Description

pflag is a drop-in replacement for Go's flag package, implementing
POSIX/GNU-style --flags.

# License

BSD
`;
    expect(readReadme({ path: 'README.md', text })).toEqual({ path: 'README.md', title: null, opening: "pflag is a drop-in replacement for Go's flag package, implementing POSIX/GNU-style --flags." });
  });

  it('passes over a short tagline, code blocks and lists for a paragraph of prose; reads setext titles', () => {
    const text = 'ItsDangerous\n============\n\n... so better sign this\n\n```python\nprint("not prose")\n```\n\n- a list item\n\nVarious helpers to pass data to untrusted environments and back.\n';
    expect(readReadme({ path: 'README.md', text })).toMatchObject({ title: 'ItsDangerous', opening: 'Various helpers to pass data to untrusted environments and back.' });
  });

  it('reads reStructuredText titles and paragraphs, skipping directives', () => {
    const text = `.. image:: https://img.shields.io/pypi/v/click.svg
   :target: https://pypi.org/project/click/

=====
Click
=====

Click is a Python package for creating beautiful command line interfaces
in a composable way, see the \`documentation <https://click.palletsprojects.com>\`_ and \`\`click.command\`\`.

Install
-------
`;
    expect(readReadme({ path: 'README.rst', text })).toEqual({
      path: 'README.rst',
      title: 'Click',
      opening: 'Click is a Python package for creating beautiful command line interfaces in a composable way, see the documentation and click.command.',
    });
  });

  it('has neither title nor opening when the README is only badges', () => {
    expect(readReadme({ path: 'README.md', text: '[![CI](https://ci.example/b.svg)](https://ci.example)\n' })).toEqual({ path: 'README.md', title: null, opening: null });
  });
});
