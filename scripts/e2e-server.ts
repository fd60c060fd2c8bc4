import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startFixtureServer } from '../server/test/fixture-server';
import { startMailbox } from '../server/test/mailbox-server';
import { cloneTemplate, sharedTestDatabases } from '../server/test/test-databases';
import { BUILT_SERVER } from './lib/build-stamp.mjs';

/**
 * Playwright's web server: the built app (client and server bundle) on a fresh database every run:
 * a clone of the seeded template `npm test` prepared for every stage, else a fresh embedded one.
 */
// Per port, so two Playwright runs on one machine never wipe each other's database.
const dataDir = path.resolve('.data', `e2e-${process.env.PORT ?? 'default'}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
const shared = sharedTestDatabases();
if (shared) process.env.DATABASE_URL = (await cloneTemplate(shared, `e2e_${process.env.PORT}`)).url;

// The importers read recorded pages from a local fixture server on the next port (the e2e
// tests know it from their base URL): no test touches the internet.
const fixture = await startFixtureServer(Number(process.env.PORT ?? 4317) + 1);
process.env.IMPORT_HUDL_BASE_URL = fixture.origin;
process.env.IMPORT_NCSA_BASE_URL = fixture.origin;
process.env.IMPORT_ALLOW_LOOPBACK = 'true';
// Mail goes over real SMTP to a catcher on the port after that, whose messages the e2e tests read
// as JSON from the next one (e2e/fixtures.ts mailFor).
const mailbox = await startMailbox(Number(process.env.PORT ?? 4317) + 2);
process.env.SMTP_URL = mailbox.smtpUrl;
process.env.SMTP_FROM = 'FitScout <no-reply@fitscout.test>';
await import(pathToFileURL(BUILT_SERVER).href);
