// Every ```mermaid block of the documents, parsed by the real parser (mermaid-worker.mjs).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const WORKER = fileURLToPath(new URL('./mermaid-worker.mjs', import.meta.url));

/**
 * @param {{ doc: string, line: number, text: string }[]} blocks
 * @returns {Promise<{ total: number, parsed: number, errors: { doc: string, line: number, error: string }[], unavailable?: string }>}
 */
export async function checkMermaid(blocks) {
  if (!blocks.length) return { total: 0, parsed: 0, errors: [] };
  let results;
  try {
    results = await runWorker(blocks.map((block, id) => ({ id, text: block.text })));
  } catch (error) {
    return { total: blocks.length, parsed: 0, errors: [], unavailable: error.message };
  }
  const errors = results.filter((result) => !result.ok).map((result) => ({ doc: blocks[result.id].doc, line: blocks[result.id].line, error: result.error }));
  return { total: blocks.length, parsed: blocks.length - errors.length, errors };
}

function runWorker(input) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WORKER], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const stderr = Buffer.concat(err).toString('utf8').trim();
      if (code !== 0) return reject(new Error(`the Mermaid checker failed (exit ${code}): ${stderr.split('\n').slice(0, 3).join(' ')}`));
      try {
        resolve(JSON.parse(Buffer.concat(out).toString('utf8')));
      } catch (error) {
        reject(new Error(`the Mermaid checker wrote no JSON: ${error.message}`));
      }
    });
    child.stdin.end(JSON.stringify(input));
  });
}
