import type { LoadSettings } from './load.ts';
import type { Portal } from './portal.ts';
import type { Resources } from './processes.ts';

/** A table printed under a section's title: a header row and rows of already formatted cells. */
export interface Table {
  head: string[];
  rows: string[][];
}

/** A target the project has set, e.g. "portal/bare req/s ≥ 0.7". Not meeting it does not fail the bench. */
export interface Check {
  name: string;
  target: string;
  actual: string;
  met: boolean;
}

export interface SectionResult {
  tables: Table[];
  checks?: Check[];
  /** Written to bench/results/latest.json under the section's name. */
  data: Record<string, unknown>;
}

/** What a section gets: the settings, and shared servers that are started once, on first use. */
export interface BenchContext {
  load: LoadSettings;
  resources: Resources;
  /** The portal (started on first call, shared by every later section, stopped at the end). */
  portal(): Promise<Portal>;
  /** Results of the sections that already ran, by name. */
  results: ReadonlyMap<string, SectionResult>;
}

/**
 * One named benchmark. run.ts runs its list of sections in order; a new measurement (page weight,
 * Lighthouse…) is a new file in bench/sections/ plus one line in that list.
 */
export interface Section {
  /** Key in the JSON results and on the command line (`node --import tsx bench/run.ts <name>…`). */
  name: string;
  title: string;
  run(ctx: BenchContext): Promise<SectionResult>;
}

/** Thrown by a section that cannot run here (e.g. it needs the web build); the bench carries on. */
export class SkipSection extends Error {}

export function formatTable(table: Table): string {
  const widths = table.head.map((h, i) => Math.max(h.length, ...table.rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(table.head), widths.map((w) => '-'.repeat(w)).join('  '), ...table.rows.map(line)].join('\n');
}
