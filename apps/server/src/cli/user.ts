/**
 * Creates a staff account or resets its password from the shell:
 *   npm run user -- --email clerk@council.example --role admin [--name "Asha Verma"] [--password ...]
 * Without --password it asks for one (not echoed), or generates one with --generate: a one-time password, which
 * signs in once (to choose a new one) within 72 hours.
 *   npm run user -- --email clerk@council.example --reset-2fa
 * turns the account's two-factor sign-in off (recovery codes gone, sessions ended; audited): it enrols again.
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
      'reset-2fa': { type: 'boolean', default: false },
    },
  });
  if (values['reset-2fa']) {
    if (!values.email) {
      console.error('Usage: npm run user -- --email EMAIL --reset-2fa');
      process.exit(2);
    }
    const config = loadConfig();
    const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
    try {
      const accounts = new Accounts(database.db, config.sessionTtlMinutes, config.sessionMaxHours, config.admin2fa);
      const id = await accounts.idOf(values.email);
      if (id === null) {
        console.error(`No account ${values.email.toLowerCase()}.`);
        process.exitCode = 1;
        return;
      }
      await accounts.resetTwoFactor({ id: null, email: 'cli', role: 'shell', ip: '' }, id);
      console.log(`Two-factor sign-in of ${values.email.toLowerCase()} is reset: it sets it up again at its next sign-in.`);
    } finally {
      await database.close();
    }
    return;
  }
  const role = Role.safeParse(values.role);
  if (!values.email || !role.success) {
    console.error(`Usage: npm run user -- --email EMAIL [--role ${ROLES.join('|')}] [--name NAME] [--password PASSWORD | --generate]`);
    process.exit(2);
  }
  const password = values.generate
    ? crypto.randomBytes(12).toString('base64url')
    : (values.password ?? (await askHidden('New password: ')));
  if (password.trim().length < PASSWORD_MIN) {
    console.error(`The password must have at least ${PASSWORD_MIN} characters (spaces at either end do not count).`);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await new Accounts(
      database.db,
      config.sessionTtlMinutes,
      config.sessionMaxHours,
      config.admin2fa,
      config.publicUrl,
    ).upsert({
      email: values.email,
      password,
      name: values.name,
      role: role.data,
      oneTime: values.generate,
    });
    console.log(
      `${result.created ? 'Created' : 'Reset'} ${role.data} account ${values.email.toLowerCase()}${values.generate ? ` with password ${password}. It is a one-time password: it signs in once, within 72 hours, to choose a new one` : ''}.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
