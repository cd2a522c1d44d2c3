import { PURPOSE_LIMIT, isLicenseText, purposeText } from './purpose.js';

describe('purposeText', () => {
  it('keeps the first paragraph on one line', () => {
    expect(purposeText('  Reads the\n  configuration.\n\nMore.')).toBe('Reads the configuration.');
    expect(purposeText(' \n ')).toBeNull();
  });

  it('cuts at a word, ending with …, at most the limit', () => {
    const text = purposeText(`${'abc '.repeat(150)}end`) ?? '';
    expect(text).toHaveLength(PURPOSE_LIMIT);
    expect(text).toBe(`${'abc '.repeat(100).trimEnd()}…`);
    expect(purposeText('x'.repeat(500))).toBe(`${'x'.repeat(PURPOSE_LIMIT - 1)}…`);
  });
});

describe('isLicenseText', () => {
  it('recognises copyright and licence headers, not prose', () => {
    expect(isLicenseText('Copyright (c) 2024 Example Inc.')).toBe(true);
    expect(isLicenseText('SPDX-License-Identifier: Apache-2.0')).toBe(true);
    expect(isLicenseText('@license MIT')).toBe(true);
    expect(isLicenseText('Parses licence files and reports their identifiers.')).toBe(false);
  });
});
