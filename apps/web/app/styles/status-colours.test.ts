import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OTHER_STATUS_STYLE, STATUS_STYLE } from '@nagar/contract';

describe('status colours', () => {
  it("site.css colours each status's badge and swatch as the pie colours its slice (STATUS_STYLE)", () => {
    const css = fs.readFileSync(path.join(import.meta.dirname, 'site.css'), 'utf8');
    const background = (selector: string) => {
      const block = new RegExp(`${selector.replace(/[[\]().]/g, '\\$&')},\\s*\\.status-swatch[^{]*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
      return /background:\s*(#[0-9a-f]{6})/i.exec(block)?.[1];
    };
    for (const [status, style] of Object.entries(STATUS_STYLE)) {
      expect(background(`.status-badge[data-status='${status}']`), status).toBe(style.fill);
    }
    expect(background('.status-badge')).toBe(OTHER_STATUS_STYLE.fill);
  });
});
