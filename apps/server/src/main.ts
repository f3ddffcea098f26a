import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './platform/config/config.ts';
import { phoneChannelWarnings } from './platform/messages/sender-choice.ts';

/** The app, or exit 78 with the configuration's own lines (no stack) when the start is refused. */
async function build() {
  try {
    const config = loadConfig();
    // A start can also be refused after the environment was read (REDIS_URL does not answer).
    return { config, app: await buildApp({ config }) };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
}

async function main() {
  const { config, app } = await build();
  app.deps.pincodes.warm();

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // app.close() stops accepting, waits for every request in flight (an upload on a slow phone
    // may take a while), then its onClose hooks stop the jobs and close the database.
    const force = setTimeout(() => {
      app.log.error(`shutdown took longer than SHUTDOWN_TIMEOUT_MS (${config.shutdownTimeoutMs} ms); exiting`);
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    app
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`serving ${config.publicUrl} (database: ${app.deps.database.kind})`);
  // The preflight's word on SMS and WhatsApp: a channel without its provider is off, not refused.
  for (const line of phoneChannelWarnings(config)) app.log.warn(line);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
