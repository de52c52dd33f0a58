/**
 * What a public page's scripts may carry. Every public page loads the shell chunk (React, the router, i18next, the
 * header and footer: apps/web/vite.config.ts), so whatever a shell module imports reaches every visitor. The
 * contract's zod schemas and its message catalogue are for forms and the server: a shell module that imported them
 * (the text keys' TRADE_LICENCE_ACTIONS, the footer's POLICY_SLUGS, through modules that also build schemas) once
 * added ~32 KB of compressed JavaScript to every page (home page JS 122 → 154 KB). Read from the built assets
 * that the pages name, as a browser gets them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesEn } from '@nagar/contract';
import { startApp, type RunningApp } from './support/app.ts';

let running: RunningApp;

beforeAll(async () => {
  running = await startApp();
});

afterAll(async () => {
  await running?.close();
});

/** The scripts a page names: its module preloads, the imports of its inline module script, a script's src. */
async function scriptsOf(path: string): Promise<Map<string, string>> {
  const res = await fetch(`${running.url}${path}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  const paths = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!))];
  expect(paths.length).toBeGreaterThan(0);
  const scripts = new Map<string, string>();
  for (const p of paths) {
    const script = await fetch(`${running.url}${p}`);
    expect(script.status, p).toBe(200);
    scripts.set(p, await script.text());
  }
  return scripts;
}

describe("a public page's scripts", () => {
  // Served without React (root.tsx hydrates): the home page and a content list load the island script only.
  for (const path of ['/', '/notice']) {
    it(`${path}: the island script only, without zod or the messages`, async () => {
      const scripts = await scriptsOf(path);
      expect([...scripts.keys()]).toHaveLength(1);
      const [name, code] = [...scripts][0]!;
      expect(name).toMatch(/^\/assets\/islands-[\w-]+\.js$/);
      expect(code.length, 'the island script read whole').toBeGreaterThan(1_000);
      expect(code.includes('$ZodType'), 'zod in the islands').toBe(false);
      expect(code.includes(messagesEn.invalidMobile), "the contract's messages in the islands").toBe(false);
    });
  }

  // A page with a form is a React app: its shell carries no zod (its own route chunk may validate).
  it('/contactus: no zod and no message catalogue in the shell', async () => {
    const scripts = await scriptsOf('/contactus');
    const shell = [...scripts.keys()].filter((p) => p.includes('/entry.client-'));
    expect(shell).toHaveLength(1);
    const code = scripts.get(shell[0]!)!;
    expect(code.length, 'the shell read whole').toBeGreaterThan(100_000);
    expect(code.includes('$ZodType'), 'zod in the shell').toBe(false);
    expect(code.includes(messagesEn.invalidMobile), "the contract's messages in the shell").toBe(false);
  });
});
