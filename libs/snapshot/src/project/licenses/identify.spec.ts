import { createRequire } from 'node:module';
import { identifyLicense } from './identify.js';

const MIT = `The MIT License (MIT)

Copyright (c) 2014-2024 Jane Doe <jane@example.com>

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in
all copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN
THE SOFTWARE.
`;

// The JSON license is MIT with one more sentence.
const JSON_LICENSE = MIT.replace('The MIT License (MIT)', 'JSON License').replace(
  'all copies or substantial portions of the Software.',
  'all copies or substantial portions of the Software.\n\nThe Software shall be used for Good, not Evil.',
);

const BSD_3 = `BSD 3-Clause License

Copyright (c) 2011 Pallets
All rights reserved.

Redistribution and use in source and binary forms, with or without
modification, are permitted provided that the following conditions are met:

1.  Redistributions of source code must retain the above copyright notice,
    this list of conditions and the following disclaimer.

2.  Redistributions in binary form must reproduce the above copyright
    notice, this list of conditions and the following disclaimer in the
    documentation and/or other materials provided with the distribution.

3.  Neither the name of the copyright holder nor the names of its
    contributors may be used to endorse or promote products derived from
    this software without specific prior written permission.

THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS"
AND ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE
IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE
ARE DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE
LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR
CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF
SUBSTITUTE GOODS OR SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS
INTERRUPTION) HOWEVER CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN
CONTRACT, STRICT LIABILITY, OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE)
ARISING IN ANY WAY OUT OF THE USE OF THIS SOFTWARE, EVEN IF ADVISED OF THE
POSSIBILITY OF SUCH DAMAGE.
`;

// BSD-2-Clause is BSD-3-Clause without the third (endorsement) clause.
const BSD_2 = BSD_3.replace('BSD 3-Clause License', 'BSD 2-Clause License').replace(/3\. {2}Neither[\s\S]*?permission\.\n\n/, '');

const spdxText = (id: string): string => (createRequire(import.meta.url)('spdx-license-list/full') as Record<string, { licenseText: string }>)[id]!.licenseText;

describe('identifyLicense', () => {
  it('tells MIT from JSON, which differs by one sentence', () => {
    expect(identifyLicense(MIT).spdxId).toBe('MIT');
    expect(identifyLicense(JSON_LICENSE).spdxId).toBe('JSON');
    expect(identifyLicense(JSON_LICENSE).similarity).toBeGreaterThan(0.95);
  });

  it('tells BSD-3-Clause from BSD-2-Clause', () => {
    expect(identifyLicense(BSD_3)).toEqual({ spdxId: 'BSD-3-Clause', similarity: expect.any(Number) });
    expect(identifyLicense(BSD_2).spdxId).toBe('BSD-2-Clause');
  });

  it('recognises Apache-2.0 with its appendix and without it, filled in and re-wrapped', () => {
    const full = spdxText('Apache-2.0').replace('[yyyy] [name of copyright owner]', '2024 Acme Inc.');
    const termsOnly = full.slice(0, full.indexOf('END OF TERMS AND CONDITIONS') + 'END OF TERMS AND CONDITIONS'.length);
    expect(identifyLicense(full).spdxId).toBe('Apache-2.0');
    expect(identifyLicense(termsOnly.replace(/\s+/g, ' ')).spdxId).toBe('Apache-2.0');
  });

  it('recognises ISC, MPL-2.0, Unlicense, 0BSD and Zlib', () => {
    for (const id of ['ISC', 'MPL-2.0', 'Unlicense', '0BSD', 'Zlib']) expect(identifyLicense(spdxText(id)).spdxId).toBe(id);
  });

  it('returns the -only id for GPL and LGPL texts, whose -or-later twins have the same text', () => {
    expect(identifyLicense(spdxText('GPL-3.0-or-later')).spdxId).toBe('GPL-3.0-only');
    expect(identifyLicense(spdxText('GPL-2.0-or-later')).spdxId).toBe('GPL-2.0-only');
    expect(identifyLicense(spdxText('LGPL-2.1-only')).spdxId).toBe('LGPL-2.1-only');
  });

  it('matches nothing for a custom text, and says how close the best one came', () => {
    const custom = `Copyright 2024 Acme Corp.

This software is proprietary and confidential. You may not copy, modify or
distribute it, in whole or in part, without the written consent of Acme Corp.
Internal use by Acme employees only.`;
    const match = identifyLicense(custom);
    expect(match.spdxId).toBeNull();
    expect(match.similarity).toBeLessThan(0.5);
    expect(identifyLicense('')).toEqual({ spdxId: null, similarity: 0 });
  });
});
