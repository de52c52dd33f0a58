// Plain JavaScript: the compiled portal (portal-compiled.mjs) loads it without tsx; portal-snapshot.ts and
// portal-api-only.ts load it through tsx with the server's TypeScript (serve-portal.d.mts gives them its types).

/**
 * Builds the portal with the server's `startPortal` (as main.ts does: bootstrap and demo content), listens, and
 * closes it on SIGTERM/SIGINT. `startPortal` comes from apps/server/src/start/start.ts or, compiled, from
 * apps/server/dist/start/start.js.
 */
export async function servePortal(startPortal, config, web) {
  const { app } = await startPortal(config, { web });
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
  await app.listen({ port: config.port, host: config.host });
}
