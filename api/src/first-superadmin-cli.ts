import { parseArgs } from 'node:util';
import { z } from 'zod';
import { Email, Locale } from './contracts';
import type { Config } from './config';
import { ensureAuditKey } from './audit/key';
import { openDatabase } from './db';
import { loadTokenKey } from './leaves/token-crypto';
import { startCognitoLocal } from './identity/cognito-local';
import { createMailer } from './mail';
import { createOutbox, outboxCipher } from './mail/outbox';
import { createFirstSuperadmin, SuperadminExists } from './people/first-superadmin';

const USAGE =
  'usage: npm run create-superadmin -- --email ADDRESS [--first-name NAME] [--last-name NAME] [--locale en-GB|es-ES]';

const Input = z.object({
  email: Email,
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  locale: Locale,
});

/**
 * `cli.ts create-superadmin` (issue 37 point 6), run by whoever installs the portal, against the
 * installation's database and identity provider (Amazon Cognito, or the embedded one, started here
 * as the API starts it when it is not running). Exit 0 created, 1 refused (one exists), 2 bad input.
 */
export async function createSuperadmin(config: Config): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(3),
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string', default: 'Superadmin' },
      'last-name': { type: 'string', default: 'Superadmin' },
      locale: { type: 'string', default: 'en-GB' },
    },
    strict: true,
  });
  const input = Input.safeParse({
    email: values.email,
    firstName: values['first-name'],
    lastName: values['last-name'],
    locale: values.locale,
  });
  if (!input.success) {
    console.error(
      `${input.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}\n${USAGE}`,
    );
    process.exitCode = 2;
    return;
  }
  const identity = config.startIdentity
    ? await startCognitoLocal({
        dataDir: config.dataDir,
        port: Number(new URL(config.identity.endpoint).port || 9229),
        pools: config.identity.pools,
      })
    : undefined;
  const database = await openDatabase(config);
  const mailer = createMailer(config.smtp);
  try {
    const key = loadTokenKey(config.keys.dexcomToken, config.dataDir, config.embedded);
    const outbox = createOutbox(
      database.db,
      mailer,
      outboxCipher(key),
      () => undefined,
      config.outboxClaimSeconds,
    );
    const auditKey = config.auditHmacKey ?? ensureAuditKey(config.dataDir);
    const { sent } = await createFirstSuperadmin({ db: database.db, config, outbox, auditKey }, input.data);
    console.log(
      sent
        ? 'superadmin created; the invitation with a temporary password was sent'
        : 'superadmin created; the invitation waits in the outbox and leaves when the API runs',
    );
  } catch (e) {
    if (!(e instanceof SuperadminExists)) throw e;
    console.error(`refused: ${e.message}`);
    process.exitCode = 1;
  } finally {
    mailer.close();
    await database.close();
    await identity?.stop();
  }
}
