#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { startOpenAiTestServer } from './server.js';

const USAGE = `Usage: node dist/cli.js [--port 8787] [--host 127.0.0.1] [--api-key KEY] [--model ID ...]

Serves POST /v1/chat/completions and GET /v1/models with deterministic answers, for offline
development: point OPENAI_BASE_URL at the printed URL.`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8787' },
      host: { type: 'string', default: '127.0.0.1' },
      'api-key': { type: 'string' },
      model: { type: 'string', multiple: true },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = Number(values.port);
  const server = await startOpenAiTestServer({ port, host: values.host, apiKey: values['api-key'], models: values.model });
  console.log(`OpenAI test server listening on ${server.url}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`openai-test-server: ${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  process.exitCode = 1;
});
