import 'reflect-metadata';
import { ConfigError } from './config/app-config.js';
import { readEnvironment } from './config/read-environment.js';
import { EncryptionKeyMismatchError } from './crypto/encryption-key.js';
import { createApp } from './create-app.js';

async function main(): Promise<void> {
  const config = readEnvironment();
  const app = await createApp(config);
  app.enableShutdownHooks();
  if (config.role === 'worker') {
    // A worker serves no HTTP: it runs the queued jobs (entries, analyses, documents) from Redis.
    await app.init();
    process.stdout.write(`Chronicle worker is running — jobs from ${new URL(config.redisUrl!).host}, ${config.databaseUrl ? 'PostgreSQL' : 'embedded database'}\n`);
    return;
  }
  await app.listen(config.port, config.host);
  const address = app.getHttpServer().address() as { port: number };
  const url = config.port === 0 ? `http://${config.host}:${address.port}` : config.publicUrl;
  const signIn = config.signIn === 'local' ? 'local sign-in (no GitHub app configured)' : `GitHub sign-in via ${config.github.url}`;
  const role = config.role === 'api' ? ' (api role: jobs run in the workers)' : '';
  process.stdout.write(`Chronicle is running at ${url}${role} — ${signIn}, ${config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`}\n`);
}

main().catch((error: unknown) => {
  // Configuration and key problems are the operator's to fix: print the sentence, not a stack.
  const known = error instanceof ConfigError || error instanceof EncryptionKeyMismatchError;
  process.stderr.write(`${known ? (error as Error).message : (error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
