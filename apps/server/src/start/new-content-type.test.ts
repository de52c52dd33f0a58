/**
 * Issue 30: adding a content type needs its definition (listed in contract/src/resources/index.ts), its table
 * (db/schema.ts and a migration) and one binding (resources/bindings.ts), and nothing else. This test copies the
 * portal's sources, adds a throwaway type in exactly those places, builds the web app and starts the portal in a
 * process of its own on a new embedded database; then it finds the type in the API, the OpenAPI document, the role
 * matrix, the admin screen and its sidebar, the public list, the site menu, the sitemap and the site search, in
 * English and Hindi. A hand list that a new type would have to join makes it fail.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startPortalProcess, type PortalProcess } from '../test/portal-process.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

/** The throwaway type: a bulletin board of the council, searchable and in the Documents menu. */
const DEFINITION = `import { bi, defineResource } from '../resource.ts';
import { descriptionField, issueDateField, titleField } from './fields.ts';

export const bulletin = defineResource({
  name: 'bulletin',
  api: 'bulletin',
  prefix: 'Bulletin',
  body: 'json',
  adminPath: 'bulletins',
  publicPath: 'bulletins',
  menu: { label: 'res.bulletin.publicTitle', position: 9 },
  search: { kind: 6 },
  fields: [titleField, descriptionField, issueDateField],
  columns: ['title', 'description', 'issueDate'],
  publicColumns: ['id', 'title', 'description', 'issueDate'],
  texts: {
    heading: bi('Bulletins', 'बुलेटिन'),
    entity: bi('Bulletin', 'बुलेटिन'),
    noun: bi('bulletin', 'बुलेटिन'),
    empty: bi('No bulletin found.', 'कोई बुलेटिन नहीं मिला।'),
    createTitle: bi('Create New Bulletin', 'नया बुलेटिन बनाएँ'),
    editTitle: bi('Edit Bulletin', 'बुलेटिन संपादित करें'),
    createSubmit: bi('Create Bulletin', 'बुलेटिन बनाएँ'),
    updateSubmit: bi('Update Bulletin', 'बुलेटिन अपडेट करें'),
    publicTitle: bi('Council Bulletins', 'परिषद बुलेटिन'),
    publicEmpty: bi('No bulletin entries found.', 'कोई बुलेटिन प्रविष्टि नहीं मिली।'),
  },
});
`;

const TABLE = `
export const bulletins = pgTable('bulletins', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  titleHi: hindi('title'),
  description: text('description').notNull().default(''),
  descriptionHi: hindi('description'),
  issueDate: date('issue_date', { mode: 'string' }).notNull(),
  searchTitle: searchText('search_title', 'title', 'title_hi'),
  searchText: searchText('search_text', 'description', 'description_hi'),
  ...timestamps,
});
`;

/** What \`npm run db:generate\` writes for the table, and the search triggers a searched type's migration adds (as 0012's). */
const MIGRATION = `CREATE TABLE "bulletins" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_hi" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_hi" text DEFAULT '' NOT NULL,
	"issue_date" date NOT NULL,
	"search_title" text GENERATED ALWAYS AS (lower(coalesce("title", '') || E'\\x1f' || coalesce("title_hi", ''))) STORED,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("description", '') || E'\\x1f' || coalesce("description_hi", ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER "bulletins_search_entry" AFTER INSERT OR UPDATE OR DELETE ON "bulletins" FOR EACH ROW EXECUTE FUNCTION "search_entries_sync"('6', 'title', 'title_hi', 'description', 'description_hi', 'issue_date', '');
--> statement-breakpoint
CREATE TRIGGER "bulletins_search_entries_truncate" AFTER TRUNCATE ON "bulletins" FOR EACH STATEMENT EXECUTE FUNCTION "search_entries_sync"('6');
`;

const BINDING = `  defineBinding({ def: bulletin, table: table(tables.bulletins), orderBy: byDate('issueDate') }),\n`;

/** Replaces the one place \`anchor\` stands in a copied file (the test fails if the file no longer has it). */
function edit(dir: string, file: string, anchor: string, replacement: string) {
  const full = path.join(dir, file);
  const text = fs.readFileSync(full, 'utf8');
  expect(text.split(anchor).length - 1, `${file} holds ${JSON.stringify(anchor)} once`).toBe(1);
  fs.writeFileSync(full, text.replace(anchor, replacement));
}

/** The portal's sources as the working tree has them (tracked, and new files git does not ignore). */
function copySources(dir: string) {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', 'apps', 'packages', 'scripts'], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(listed.status, listed.stderr).toBe(0);
  for (const file of [...listed.stdout.split('\0').filter(Boolean), 'package.json', 'tsconfig.json']) {
    const from = path.join(root, file);
    if (!fs.existsSync(from) || file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(from, path.join(dir, file));
  }
  // The installed packages, shared; the workspace's own packages are the copy's.
  fs.mkdirSync(path.join(dir, 'node_modules', '@nagar'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (entry === '@nagar' || entry === '.cache') continue;
    fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
  for (const [name, at] of [
    ['contract', 'packages/contract'],
    ['demo', 'packages/demo'],
    ['server', 'apps/server'],
    ['web', 'apps/web'],
  ]) {
    fs.symlinkSync(path.join(dir, at!), path.join(dir, 'node_modules', '@nagar', name!));
  }
  const serverModules = path.join(root, 'apps/server/node_modules');
  if (fs.existsSync(serverModules)) fs.symlinkSync(serverModules, path.join(dir, 'apps/server/node_modules'));
}

/** The three places a new type is written: its definition, its table, its binding. */
function addThrowawayType(dir: string) {
  fs.writeFileSync(path.join(dir, 'packages/contract/src/resources/bulletin.ts'), DEFINITION);
  const index = 'packages/contract/src/resources/index.ts';
  edit(
    dir,
    index,
    "import type { ResourceDef } from '../resource.ts';\n",
    "import type { ResourceDef } from '../resource.ts';\nimport { bulletin } from './bulletin.ts';\n",
  );
  edit(dir, index, 'export {\n', 'export {\n  bulletin,\n');
  edit(dir, index, '] as const;', '  bulletin,\n] as const;');

  const schema = 'apps/server/src/db/schema.ts';
  fs.appendFileSync(path.join(dir, schema), TABLE);
  const journalFile = path.join(dir, 'apps/server/drizzle/meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };
  const last = journal.entries.at(-1)!;
  const tag = `${String(last.idx + 1).padStart(4, '0')}_bulletins`;
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag });
  fs.writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  fs.writeFileSync(path.join(dir, 'apps/server/drizzle', `${tag}.sql`), MIGRATION);

  const bindings = 'apps/server/src/resources/bindings.ts';
  edit(
    dir,
    bindings,
    "import * as tables from '../db/schema.ts';\n",
    "import * as tables from '../db/schema.ts';\nimport { bulletin } from '@nagar/contract';\n",
  );
  edit(dir, bindings, 'export const bindings: ResourceBinding[] = [\n', `export const bindings: ResourceBinding[] = [\n${BINDING}`);
}

function run(dir: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(args[0]!, args.slice(1), {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  expect(result.status, `${args.join(' ')}\n${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

describe('a new content type', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nagar-new-type-'));
  let portal: PortalProcess | undefined;
  afterAll(async () => {
    await portal?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it(
    'is its definition, its table and one binding: the API, OpenAPI, roles, admin screen, public list, menu and search follow',
    { timeout: 600_000 },
    async () => {
      copySources(dir);
      addThrowawayType(dir);
      run(dir, ['npm', 'run', 'build', '-w', '@nagar/web']);

      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const env = { DATA_DIR: path.join(dir, 'data'), DEMO_CONTENT: 'false', ADMIN_2FA: 'optional', LOG_LEVEL: 'warn', PUBLIC_URL: base };
      const admin = { email: 'admin@new-type.example', password: 'a-long-admin-password-7', role: 'admin' };
      const clerk = { email: 'clerk@new-type.example', password: 'a-long-revenue-password-7', role: 'revenue' };
      for (const who of [admin, clerk]) {
        run(
          dir,
          [
            process.execPath,
            '--import',
            'tsx',
            'apps/server/src/cli/user.ts',
            '--email',
            who.email,
            '--role',
            who.role,
            '--password',
            who.password,
          ],
          env,
        );
      }
      portal = startPortalProcess(['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: dir,
        port,
        env: { ...process.env, ...env, NODE_ENV: 'production' },
      });
      expect(await portal.healthy(180_000), portal.output()).toBe(200);

      const signIn = async ({ email, password }: { email: string; password: string }) => {
        const answer = await fetch(`${base}/api/Account/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
        expect(answer.status, await answer.clone().text()).toBe(200);
        const cookie = answer.headers.get('set-cookie')!.split(';')[0]!;
        return cookie;
      };
      const adminCookie = await signIn(admin);
      const clerkCookie = await signIn(clerk);
      const record = {
        title: 'Quarterly sanitation bulletin',
        titleHi: 'त्रैमासिक स्वच्छता बुलेटिन',
        description: 'Drains of every ward are cleaned before the monsoon.',
        descriptionHi: 'मानसून से पहले हर वार्ड की नालियाँ साफ़ की जाती हैं।',
        issueDate: '2026-11-20',
      };
      const post = (cookie?: string, body: unknown = record) =>
        fetch(`${base}/api/Admin/bulletin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
          body: JSON.stringify(body),
        });

      // The role matrix: the content area's (the admin's), not the revenue clerk's, not a stranger's.
      expect((await post()).status).toBe(401);
      expect((await post(clerkCookie)).status).toBe(403);
      const refused = await post(adminCookie, { ...record, title: '' });
      expect(refused.status).toBe(400);
      const created = await post(adminCookie);
      expect(created.status, await created.clone().text()).toBe(201);
      const { id } = (await created.json()) as { id: number };

      // The API: the admin list and the public list.
      const adminList = (await (await fetch(`${base}/api/Admin/bulletin`, { headers: { cookie: adminCookie } })).json()) as {
        id: number;
      }[];
      expect(adminList.map((r) => r.id)).toEqual([id]);
      const publicList = (await (await fetch(`${base}/api/Public/bulletin`)).json()) as { title: string }[];
      expect(publicList.map((r) => r.title)).toEqual([record.title]);

      // OpenAPI.
      const openapi = (await (await fetch(`${base}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
      expect(Object.keys(openapi.paths)).toEqual(
        expect.arrayContaining(['/api/Public/bulletin', '/api/Admin/bulletin', '/api/Admin/bulletin/{id}']),
      );

      const page = async (url: string, lang: 'en' | 'hi', cookie?: string) => {
        const answer = await fetch(`${base}${url}`, { headers: { cookie: [`lang=${lang}`, cookie].filter(Boolean).join('; ') } });
        expect(answer.status, url).toBe(200);
        return answer.text();
      };
      for (const [lang, heading, title, publicTitle] of [
        ['en', 'Bulletins', record.title, 'Council Bulletins'],
        ['hi', 'बुलेटिन', record.titleHi, 'परिषद बुलेटिन'],
      ] as const) {
        // The admin screen, and its place in the sidebar; the revenue clerk has neither.
        const screen = await page('/admin/bulletins', lang, adminCookie);
        expect(screen).toContain(heading);
        expect(screen).toContain(record.title);
        expect(screen).toContain('href="/admin/bulletins"');
        expect(await page('/admin', lang, clerkCookie)).not.toContain('href="/admin/bulletins"');
        // The public list, and the Documents menu on every page.
        const list = await page('/bulletins', lang);
        expect(list).toContain(title);
        expect(list).toContain(publicTitle);
        expect(await page('/', lang)).toMatch(new RegExp(`href="/bulletins"[^>]*>${publicTitle}<`));
        // The site search, with the type's name on the hit.
        const found = await page(`/search?q=${encodeURIComponent(lang === 'en' ? 'sanitation' : 'स्वच्छता')}`, lang);
        expect(found).toContain(title);
        expect(found).toMatch(new RegExp(`<span class="badge[^"]*">${lang === 'en' ? 'Bulletin' : 'बुलेटिन'}</span>`));
      }
      // Both sitemaps.
      expect(await page('/sitemap', 'en')).toContain('href="/bulletins"');
      expect(await (await fetch(`${base}/sitemap.xml`)).text()).toContain(`${base}/bulletins`);
    },
  );
});
