import fs from 'node:fs';

/** Debian's chromium; CHROMIUM_PATH overrides it (the e2e tests read the same variable). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags for every browser the bench and the e2e tests start: nothing that talks to the network on its own
 * (updates, sync, field trials), so the only traffic is to the portal on 127.0.0.1.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function assertChromium(): void {
  if (!fs.existsSync(chromiumPath)) throw new Error(`no chromium at ${chromiumPath} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
}

export function assertLoopbackOrigin(origin: string): void {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(origin)) throw new Error(`refusing to open anything but 127.0.0.1: ${origin}`);
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
