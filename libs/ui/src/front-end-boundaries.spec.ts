import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const FRONT_ENDS = ['apps/shell', 'apps/marketing', 'apps/dashboard', 'apps/admin', 'apps/public-docs', 'libs/ui'];
const REMOTES = ['marketing', 'dashboard', 'admin', 'public-docs'];

function sources(folder: string): { file: string; text: string }[] {
  const dir = path.join(ROOT, folder, 'src');
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.spec.ts'))
    .map((file) => ({ file: path.join(folder, 'src', file), text: readFileSync(path.join(dir, file), 'utf8') }));
}

describe('front-end boundaries', () => {
  it("reaches antd only through @chronicle/antd-kit (a direct import would bundle a second antd)", () => {
    const offenders = FRONT_ENDS.flatMap(sources).filter(({ text }) => /from ['"]antd['"]/.test(text)).map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it('keeps remotes from importing the shell or each other (they meet only at run time)', () => {
    const offenders = REMOTES.flatMap((remote) =>
      sources(`apps/${remote}`)
        .filter(({ text }) => /from ['"]@chronicle\/(shell|marketing|dashboard|admin|public-docs)['"/]/.test(text))
        .map(({ file }) => file),
    );
    expect(offenders).toEqual([]);
  });
});
