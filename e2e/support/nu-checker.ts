/**
 * The Nu HTML Checker (vnu.jar of the `vnu-jar` npm package, pinned to 25.11.25: later releases carry a
 * postinstall that downloads a Java runtime) run once over many documents: one JVM start for all of them.
 * Java is Debian's (`default-jre-headless`, installed by .ci/run when `java` is missing).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** The path of vnu.jar inside node_modules/vnu-jar (the package's main export is that path). */
export const VNU_JAR: string = createRequire(import.meta.url)('vnu-jar') as string;

/** One message of vnu's JSON report (https://github.com/validator/validator/wiki/Output-»-JSON). */
export interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: 'warning' | 'fatal' | 'io' | 'schema' | 'internal';
  /** file: URL of the document. */
  url: string;
  message: string;
  lastLine?: number;
  firstLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  extract?: string;
}

export interface NuDocument {
  /** What the report calls the document (e.g. "en /notice"); also its file name, made safe. */
  name: string;
  html: string;
}

export interface NuFinding extends NuMessage {
  /** The document's name (NuDocument.name). */
  document: string;
  /** warning for vnu's warnings (type info, subType warning), else error. */
  level: 'error' | 'warning';
}

/** Runs `java -jar vnu.jar` with the arguments; resolves with its stdout (the JSON report with --stdout). */
function runJava(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('java', ['-jar', VNU_JAR, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (s: string) => (out += s));
    child.stderr.setEncoding('utf8').on('data', (s: string) => (err += s));
    child.on('error', (e: NodeJS.ErrnoException) =>
      reject(
        e.code === 'ENOENT'
          ? new Error('`java` is not on the PATH: install a Java runtime (Debian: apt-get install default-jre-headless; .ci/run does)')
          : e,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`vnu exited with status ${code}:\n${err.slice(0, 4000)}${out.slice(0, 4000)}`)),
    );
  });
}

/**
 * Checks the documents as HTML with one run of the checker; returns its errors and warnings (not its info
 * messages), each with the name of its document. A document vnu could not read is a finding too.
 */
export async function nuCheck(documents: NuDocument[]): Promise<NuFinding[]> {
  if (documents.length === 0) return [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nu-check-'));
  try {
    const byFile = new Map<string, string>();
    documents.forEach((doc, i) => {
      const safe = doc.name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80);
      const file = path.join(dir, `${String(i).padStart(4, '0')}-${safe}.html`);
      fs.writeFileSync(file, doc.html);
      byFile.set(file, doc.name);
    });
    const out = await runJava([
      '--format',
      'json',
      '--stdout',
      '--exit-zero-always',
      '--skip-info-messages',
      // Every file is HTML whatever its name; no network: the documents are files.
      '--html',
      ...byFile.keys(),
    ]);
    const report = JSON.parse(out) as { messages: NuMessage[] };
    return report.messages.map((m) => {
      const file = m.url ? decodeURIComponent(new URL(m.url).pathname) : '';
      return {
        ...m,
        document: byFile.get(file) ?? (m.url || '(no document)'),
        level: m.type === 'info' ? 'warning' : 'error',
      };
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** One line per finding: "<document>:<line>:<column> error: <message>" and the extract under it. */
export function formatFindings(findings: NuFinding[]): string {
  return findings
    .map((f) => {
      const at = f.lastLine ? `:${f.firstLine ?? f.lastLine}:${f.firstColumn ?? f.lastColumn ?? ''}` : '';
      const extract = f.extract ? `\n      ${f.extract.replace(/\s+/g, ' ').trim().slice(0, 240)}` : '';
      return `- ${f.document}${at} ${f.level}: ${f.message}${extract}`;
    })
    .join('\n');
}
