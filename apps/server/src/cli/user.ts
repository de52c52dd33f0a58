/**
 * Creates a staff account or resets its password from the shell:
 *   npm run user -- --email clerk@council.example --role admin [--name "Asha Verma"] [--password ...]
 * Without --password it asks for one (not echoed), or generates one with --generate.
 */
import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import { PASSWORD_MIN, ROLES, Role } from '@nagar/contract';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { Accounts } from '../auth/accounts.ts';

async function askHidden(question: string): Promise<string> {
  process.stdout.write(question);
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const c of stdin) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString('utf8').split('\n')[0]!.trim();
  }
  stdin.setRawMode(true);
  let value = '';
  return new Promise((resolve) => {
    stdin.on('data', function onData(buf: Buffer) {
      for (const ch of buf.toString('utf8')) {
        if (ch === '\r' || ch === '\n') {
          stdin.setRawMode(false);
          stdin.off('data', onData);
          stdin.pause();
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (ch === '\u0003') process.exit(130);
        value = ch === '\u007f' ? value.slice(0, -1) : value + ch;
      }
    });
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string', default: 'admin' },
      name: { type: 'string' },
      password: { type: 'string' },
      generate: { type: 'boolean', default: false },
    },
  });
  const role = Role.safeParse(values.role);
  if (!values.email || !role.success) {
    console.error(`Usage: npm run user -- --email EMAIL [--role ${ROLES.join('|')}] [--name NAME] [--password PASSWORD | --generate]`);
    process.exit(2);
  }
  const password = values.generate
    ? crypto.randomBytes(12).toString('base64url')
    : (values.password ?? (await askHidden('New password: ')));
  if (password.length < PASSWORD_MIN) {
    console.error(`The password must have at least ${PASSWORD_MIN} characters.`);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await new Accounts(database.db, config.sessionTtlMinutes, config.sessionMaxHours).upsert({
      email: values.email,
      password,
      name: values.name,
      role: role.data,
    });
    console.log(
      `${result.created ? 'Created' : 'Reset'} ${role.data} account ${values.email.toLowerCase()}${values.generate ? ` with password ${password}` : ''}.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
