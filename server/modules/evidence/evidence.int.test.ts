import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markProblem } from '../../../common/constants';
import { EVIDENCE_MESSAGES, UPLOAD_PATH } from '../../../common/schemas/evidence';
import { type AthleteProfileValues, makeAthleteProfile } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { importEventCsv, parseEventCsv } from './event-import';
import { FILE_MESSAGES } from './file-check';
import { MAX_READING_ATTEMPTS, READING_STOPPED, sweepReadings } from './reading-sweep';
import {
  elfExecutable,
  jpegTruncatedFrame,
  pdfBomb,
  pdfEscapedAttachment,
  pdfEscapedScript,
  pdfHiddenPages,
  pdfWithPages,
  pngTruncatedHeader,
  withZipAppended,
} from './test/hostile';
import { renderSheets, SAMPLE_SHEETS } from './test/sheets';

const uploads = await mkdtemp(path.join(tmpdir(), 'evidence-'));
const page = readFileSync(new URL('./test/profile-with-measurables.html', import.meta.url));
const fixture = http.createServer((_req, res) =>
  res.writeHead(200, { 'Content-Type': 'text/html' }).end(page),
);
await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(fixture.address() as AddressInfo).port}`;

const t = useTestApp({
  EVIDENCE_UPLOAD_DIR: uploads,
  IMPORT_HUDL_BASE_URL: origin,
  IMPORT_ALLOW_LOOPBACK: 'true',
});

let sheet: { png: Buffer; pdf: Buffer };
beforeAll(async () => {
  const [spring] = await renderSheets([SAMPLE_SHEETS[0]!]);
  sheet = spring!;
}, 120_000);
afterAll(async () => {
  fixture.close();
  await rm(uploads, { recursive: true, force: true });
});

/** A signed-in athlete with a Football profile whose 40 and vertical are self-reported. */
async function athlete(overrides: Partial<AthleteProfileValues> = {}) {
  const { agent, user } = await t.signedInAgent();
  const profile = await makeAthleteProfile(t.db, {
    userId: user.id,
    overrides: {
      metrics: { '40yd': 4.62, vertical: 31.5 },
      evidence: { '40yd': 'self', vertical: 'self' },
      ...overrides,
    },
  });
  return { agent, user, profile };
}

/** The account's address confirmed, as its emailed link would. */
const confirmAddress = (userId: string) =>
  t.db.updateTable('users').set({ emailVerifiedAt: new Date() }).where('id', '=', userId).execute();

async function uploadAndRead(
  agent: Awaited<ReturnType<typeof athlete>>['agent'],
  bytes: Buffer,
  name: string,
) {
  const res = await agent.post(UPLOAD_PATH).attach('file', bytes, name).expect(201);
  expect(res.body.status).toBe('reading');
  await Promise.all([...t.deps.files.readings]);
  return (await agent.get(`/api/evidence/files/${res.body.id}`).expect(200)).body;
}

describe('upload, read and confirm a stats sheet', () => {
  it('proposes the metrics, and a confirmed upload makes them Uploaded and raises the athletic part', async () => {
    const { agent, profile } = await athlete();
    const before = await agent.post('/api/v1/matches/generate').send({ athleteId: profile.id }).expect(200);
    const athleticBefore = new Map<string, number>(
      before.body.matches.map((m: { program: { name: string }; breakdown: { athletic: number } }) => [
        m.program.name,
        m.breakdown.athletic,
      ]),
    );

    expect(before.body.matches[0].gaps.join(' ')).toMatch(/counts at 0\.6× as self-reported/);
    // Each match card names the numbers its athletic part scored and their evidence.
    expect(before.body.matches[0].athleticEvidence).toEqual([
      expect.objectContaining({ metric: '40yd', level: 'self' }),
      expect.objectContaining({ metric: 'vertical', level: 'self' }),
    ]);

    const file = await uploadAndRead(agent, sheet.png, 'spring testing.png');
    expect(file.status).toBe('read');
    expect(file.proposals.map((p: { metric: string; value: number }) => [p.metric, p.value])).toEqual([
      ['40yd', 4.62],
      ['vertical', 31.5],
      ['broad', 118],
      ['shuttle', 4.21],
      ['bench', 14],
    ]);

    const confirmed = await agent
      .post(`/api/evidence/files/${file.id}/confirm`)
      .send({
        metrics: [
          { metric: '40yd', value: 4.62 },
          { metric: 'vertical', value: 31.5 },
        ],
      })
      .expect(200);
    expect(confirmed.body).toEqual({ uploaded: ['40yd', 'vertical'], selfReported: [] });

    const pub = await t.http().get(`/api/athlete-profiles/${profile.id}`).expect(200);
    expect(pub.body.evidence).toMatchObject({ '40yd': 'upload', vertical: 'upload' });
    expect(pub.body.evidenceDetail['40yd']).toMatchObject({
      level: 'upload',
      source: 'Uploaded stats sheet',
    });
    expect(pub.body.verificationLevel).toBe('upload');
    expect(JSON.stringify(pub.body)).not.toContain(file.id);

    const after = await agent.get(`/api/v1/matches/athlete/${profile.id}`).expect(200);
    const rises = after.body.filter(
      (m: { program: { name: string }; breakdown: { athletic: number } }) =>
        athleticBefore.has(m.program.name) && m.breakdown.athletic > athleticBefore.get(m.program.name)!,
    );
    expect(rises.length).toBeGreaterThan(0);
    // The match says why: "Your 40-yard dash counts at 0.85× as uploaded".
    expect(after.body[0].gaps.join(' ')).toMatch(/counts at 0\.85× as uploaded/);
    const confirmedAt = pub.body.evidenceDetail['40yd'].at;
    expect(after.body[0].athleticEvidence).toEqual([
      { metric: '40yd', level: 'upload', at: confirmedAt, source: 'Uploaded stats sheet' },
      {
        metric: 'vertical',
        level: 'upload',
        at: pub.body.evidenceDetail.vertical.at,
        source: 'Uploaded stats sheet',
      },
    ]);
    for (const m of after.body as { program: { name: string }; breakdown: { athletic: number } }[])
      if (athleticBefore.has(m.program.name))
        expect(m.breakdown.athletic).toBeGreaterThanOrEqual(athleticBefore.get(m.program.name)!);
  }, 120_000);

  it('keeps a correction the sheet does not show as Self-Reported, and reads a text PDF without OCR', async () => {
    const { agent, profile } = await athlete();
    const file = await uploadAndRead(agent, sheet.pdf, 'sheet.pdf');
    expect(file).toMatchObject({ status: 'read', mediaType: 'application/pdf', pageCount: 1 });
    const res = await agent
      .post(`/api/evidence/files/${file.id}/confirm`)
      .send({
        metrics: [
          { metric: '40yd', value: 4.5 },
          { metric: 'broad', value: 118 },
        ],
      })
      .expect(200);
    expect(res.body).toEqual({ uploaded: ['broad'], selfReported: ['40yd'] });
    const pub = await t.http().get(`/api/athlete-profiles/${profile.id}`).expect(200);
    expect(pub.body.metrics).toMatchObject({ '40yd': 4.5, broad: 118 });
    expect(pub.body.evidence).toMatchObject({ '40yd': 'self', broad: 'upload' });

    // A number the sheet shows for another metric, or inside a label ("40-Yard", "Bench 185"), is not evidence.
    const borrowed = await agent
      .post(`/api/evidence/files/${file.id}/confirm`)
      .send({
        metrics: [
          { metric: 'vertical', value: 40 },
          { metric: 'shuttle', value: 4.62 },
        ],
      })
      .expect(200);
    expect(borrowed.body).toEqual({ uploaded: [], selfReported: ['vertical', 'shuttle'] });
  }, 120_000);

  it('checks a confirmed mark against its event, as the profile does', async () => {
    const { agent } = await athlete({
      sport: 'Track & Field',
      position: 'Distance',
      team: 'mens',
      metrics: { tf_5000m: 900 },
      evidence: { tf_5000m: 'self' },
    });
    const file = await uploadAndRead(agent, sheet.pdf, 'sheet.pdf');
    const confirm = (value: number) =>
      agent.post(`/api/evidence/files/${file.id}/confirm`).send({ metrics: [{ metric: 'tf_5000m', value }] });
    const impossible = await confirm(1).expect(400);
    expect(impossible.body.error).toContain(markProblem('tf_5000m', 1));
    // A 17:30 5000 m is 1050 s: a real mark, over the 1000 that testing numbers stop at.
    expect((await confirm(1050).expect(200)).body).toEqual({ uploaded: [], selfReported: ['tf_5000m'] });
  }, 120_000);

  it('leaves no stored file behind when its row cannot be written', async () => {
    const { agent, profile } = await athlete();
    await sql`CREATE FUNCTION refuse_file() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused for the test'; END $$`.execute(t.db);
    await sql`CREATE TRIGGER refuse_file BEFORE INSERT ON evidence_files
      FOR EACH ROW EXECUTE FUNCTION refuse_file()`.execute(t.db);
    try {
      await agent.post(UPLOAD_PATH).attach('file', sheet.pdf, 'sheet.pdf').expect(500);
    } finally {
      await sql`DROP TRIGGER refuse_file ON evidence_files`.execute(t.db);
      await sql`DROP FUNCTION refuse_file()`.execute(t.db);
    }
    expect(await readdir(path.join(uploads, profile.id)).catch(() => [])).toEqual([]);
  });

  it('serves a file only to its owner, as a download', async () => {
    const { agent } = await athlete();
    const file = await uploadAndRead(agent, sheet.png, 'sheet.png');
    const own = await agent.get(`/api/evidence/files/${file.id}/content`).expect(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['content-disposition']).toMatch(/^attachment;/);
    expect(own.headers['x-content-type-options']).toBe('nosniff');

    const other = await athlete();
    const refused = await other.agent.get(`/api/evidence/files/${file.id}/content`).expect(404);
    expect(refused.body.error).toBe(EVIDENCE_MESSAGES.fileNotFound);
    await other.agent.get(`/api/evidence/files/${file.id}`).expect(404);
    await t.http().get(`/api/evidence/files/${file.id}/content`).expect(401);
  }, 120_000);

  it('names a download by the type its bytes are, never the extension it was sent with', async () => {
    const { agent } = await athlete();
    const res = await agent.post(UPLOAD_PATH).attach('file', sheet.pdf, 'poly<script>.html').expect(201);
    await Promise.all([...t.deps.files.readings]);
    const got = await agent.get(`/api/evidence/files/${res.body.id}/content`).expect(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toBe('attachment; filename="polyscript.pdf"');
  }, 60_000);

  it('keeps a reading that finishes while the database refuses writes, and saves it once it is back', async () => {
    const { agent } = await athlete();
    await sql`CREATE FUNCTION refuse_reading() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'database away for the test'; END $$`.execute(t.db);
    await sql`CREATE TRIGGER refuse_reading BEFORE UPDATE ON evidence_files
      FOR EACH ROW EXECUTE FUNCTION refuse_reading()`.execute(t.db);
    let id = '';
    try {
      id = (await agent.post(UPLOAD_PATH).attach('file', sheet.pdf, 'sheet.pdf').expect(201)).body.id;
      // The reading finishes and its write fails, again and again, for as long as this outage lasts.
      await new Promise((r) => setTimeout(r, 2500));
      expect((await agent.get(`/api/evidence/files/${id}`).expect(200)).body.status).toBe('reading');
    } finally {
      await sql`DROP TRIGGER refuse_reading ON evidence_files`.execute(t.db);
      await sql`DROP FUNCTION refuse_reading()`.execute(t.db);
    }
    await Promise.all([...t.deps.files.readings]);
    const file = (await agent.get(`/api/evidence/files/${id}`).expect(200)).body;
    expect(file.status).toBe('read');
    expect(file.proposals.length).toBeGreaterThan(0);
  }, 60_000);

  it('reads again a file whose instance stopped mid-reading, and gives up on one that stopped every reader', async () => {
    const { agent } = await athlete();
    const done = await uploadAndRead(agent, sheet.pdf, 'sheet.pdf');
    const left = await uploadAndRead(agent, sheet.pdf, 'left.pdf');
    const fresh = await uploadAndRead(agent, sheet.pdf, 'fresh.pdf');
    // As a stopped instance leaves them: still 'reading', no result; two past their lease, one just claimed.
    const cutShort = (id: string, attempts: number, minutesAgo: number) =>
      sql`UPDATE evidence_files SET status = 'reading', text = NULL, proposals = '[]', read_at = NULL,
            reading_attempts = ${attempts},
            reading_claimed_at = now() - make_interval(mins => ${minutesAgo})
          WHERE id = ${id}`.execute(t.db);
    await cutShort(done.id, 1, 11);
    await cutShort(left.id, MAX_READING_ATTEMPTS, 11);
    await cutShort(fresh.id, 1, 1);

    expect(await sweepReadings(t.deps)).toBe(1);
    const file = async (id: string) => (await agent.get(`/api/evidence/files/${id}`).expect(200)).body;
    const reread = await file(done.id);
    expect(reread.status).toBe('read');
    expect(reread.proposals).toEqual(done.proposals);
    expect(await file(left.id)).toMatchObject({ status: 'failed', error: READING_STOPPED });
    expect((await file(fresh.id)).status).toBe('reading');
    // A second sweep finds nothing more to take: the re-read holds a new lease.
    expect(await sweepReadings(t.deps)).toBe(0);
  }, 90_000);

  it('refuses hostile files with clear messages', async () => {
    const { agent } = await athlete();
    const cases: [Buffer, string, number, string][] = [
      [elfExecutable(), 'stats.png', 400, FILE_MESSAGES.type],
      [withZipAppended(sheet.png), 'sheet.png', 400, FILE_MESSAGES.polyglot],
      [pdfWithPages(500), 'bomb.pdf', 400, FILE_MESSAGES.pages],
      [pdfEscapedScript(), 'escaped.pdf', 400, FILE_MESSAGES.active],
      [pdfEscapedAttachment(), 'attached.pdf', 400, FILE_MESSAGES.active],
      [pdfHiddenPages(200), 'pages.pdf', 400, FILE_MESSAGES.pages],
      [await pdfBomb(512 * 1024 ** 2), 'zeros.pdf', 400, FILE_MESSAGES.bomb],
      [pngTruncatedHeader(), 'cut.png', 400, FILE_MESSAGES.broken],
      [jpegTruncatedFrame(), 'cut.jpg', 400, FILE_MESSAGES.broken],
      [Buffer.alloc(0), 'empty.png', 400, FILE_MESSAGES.empty],
      [Buffer.alloc(50 * 1024 * 1024, 1), 'huge.jpg', 413, FILE_MESSAGES.tooLarge],
    ];
    for (const [bytes, name, status, message] of cases) {
      const res = await agent.post(UPLOAD_PATH).attach('file', bytes, name);
      expect(res.status, name).toBe(status);
      expect(res.body.error, name).toBe(message);
    }
    const none = await agent.post(UPLOAD_PATH).field('note', 'no file').expect(400);
    expect(none.body.error).toBe(EVIDENCE_MESSAGES.noFile);
    expect((await agent.get('/api/evidence/files').expect(200)).body).toEqual([]);
  }, 120_000);
});

describe('a linked public page', () => {
  it('makes a metric Linked when the page shows its value beside its name', async () => {
    const { agent, profile } = await athlete();
    const url = `${origin}/profile/1/jordan-example`;
    const res = await agent.post('/api/evidence/link').send({ metric: '40yd', url }).expect(200);
    expect(res.body).toEqual({ level: 'link' });
    const pub = await t.http().get(`/api/athlete-profiles/${profile.id}`).expect(200);
    expect(pub.body.evidenceDetail['40yd']).toMatchObject({ level: 'link', source: '127.0.0.1' });
  });

  it('refuses a page that shows another value, and a host that is not Hudl, NCSA or MaxPreps', async () => {
    const { agent } = await athlete({ metrics: { '40yd': 4.5, vertical: 31.5 } });
    const wrong = await agent
      .post('/api/evidence/link')
      .send({ metric: '40yd', url: `${origin}/p` })
      .expect(400);
    expect(wrong.body.error).toBe(EVIDENCE_MESSAGES.linkMissing);
    const host = await agent
      .post('/api/evidence/link')
      .send({ metric: '40yd', url: 'https://example.com/me' })
      .expect(400);
    expect(host.body.error).toBe(EVIDENCE_MESSAGES.linkHost);
  });

  it('refuses another athlete’s page, even when it shows the same number', async () => {
    const { agent, profile } = await athlete({ firstName: 'Riley', lastName: 'Other' });
    const res = await agent
      .post('/api/evidence/link')
      .send({ metric: '40yd', url: `${origin}/profile/1/jordan-example` })
      .expect(400);
    expect(res.body.error).toBe(EVIDENCE_MESSAGES.linkNotYours);
    const pub = await t.http().get(`/api/athlete-profiles/${profile.id}`).expect(200);
    expect(pub.body.evidence['40yd']).toBe('self');
  });
});

describe('event results', () => {
  it('upgrades a matched athlete to Event Data; an unmatched row waits, and only its athlete may ask to claim it', async () => {
    const matched = await athlete();
    await confirmAddress(matched.user.id);
    const waiting = await athlete({ firstName: 'Casey', lastName: `Claimer${Date.now()}` });
    const stranger = await athlete({ firstName: 'Someone', lastName: 'Else' });
    const csv = [
      'event,date,email,first_name,last_name,graduation_year,metric,value',
      `Spring Regional Combine,2026-03-14,${matched.user.email.toUpperCase()},Jordan,Example,2027,40yd,4.58`,
      `Spring Regional Combine,2026-03-14,casey-at-event@example.test,Casey,${waiting.profile.lastName},2027,vertical,33`,
    ].join('\n');
    expect(await importEventCsv(t.deps, csv)).toMatchObject({ issues: [], rows: 2, matched: 1, waiting: 1 });

    const pub = await t.http().get(`/api/athlete-profiles/${matched.profile.id}`).expect(200);
    expect(pub.body.metrics['40yd']).toBe(4.58);
    expect(pub.body.evidenceDetail['40yd']).toMatchObject({
      level: 'event',
      source: 'Spring Regional Combine, 2026-03-14',
    });
    expect(pub.body.verifiedMetricCount).toBe(1);

    const list = await waiting.agent.get('/api/evidence/event-results').expect(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0].registeredAs).toBe('c•••@example.test');
    const id = list.body[0].id;
    expect((await stranger.agent.get('/api/evidence/event-results').expect(200)).body).toEqual([]);
    const refused = await stranger.agent.post(`/api/evidence/event-results/${id}/claim`).expect(403);
    expect(refused.body.error).toBe(EVIDENCE_MESSAGES.resultNotYours);
    // Asking mails a link to the row's address (event-claim.int.test.ts); the profile waits for it.
    const asked = await waiting.agent.post(`/api/evidence/event-results/${id}/claim`).expect(200);
    expect(asked.body).toEqual({ sentTo: 'c•••@example.test', alreadySent: false });
    const unchanged = await t.http().get(`/api/athlete-profiles/${waiting.profile.id}`).expect(200);
    expect(unchanged.body.evidence.vertical).toBe('self');
    expect(unchanged.body.metrics.vertical).toBe(31.5);

    // The same file again changes nothing that was matched, and the row still waits.
    expect(await importEventCsv(t.deps, csv)).toMatchObject({ matched: 1, waiting: 1 });
    expect((await waiting.agent.get('/api/evidence/event-results').expect(200)).body).toHaveLength(1);
  });

  it('matches a row by an account address only once the address is confirmed', async () => {
    const unconfirmed = await athlete({ firstName: 'Robin', lastName: `Early${Date.now()}` });
    const csv = [
      'event,date,email,first_name,last_name,graduation_year,metric,value',
      `Fall Testing Day,2026-09-12,${unconfirmed.user.email},Robin,${unconfirmed.profile.lastName},2027,40yd,4.49`,
    ].join('\n');
    // Anyone may sign up with another athlete's address: before it is confirmed, the row waits.
    expect(await importEventCsv(t.deps, csv)).toMatchObject({ matched: 0, waiting: 1 });
    const before = await t.http().get(`/api/athlete-profiles/${unconfirmed.profile.id}`).expect(200);
    expect(before.body.evidence['40yd']).toBe('self');

    await confirmAddress(unconfirmed.user.id);
    expect(await importEventCsv(t.deps, csv)).toMatchObject({ matched: 1, waiting: 0 });
    const after = await t.http().get(`/api/athlete-profiles/${unconfirmed.profile.id}`).expect(200);
    expect(after.body.metrics['40yd']).toBe(4.49);
    expect(after.body.evidence['40yd']).toBe('event');
  });

  it('never gives an athlete a metric their sport does not use, by email or by claim', async () => {
    const football = await athlete({ firstName: 'Pat', lastName: `Crosser${Date.now()}` });
    await confirmAddress(football.user.id);
    const csv = [
      'event,date,email,first_name,last_name,graduation_year,metric,value',
      `Summer Showcase,2026-06-20,${football.user.email},Pat,${football.profile.lastName},2027,exit_velo,88`,
    ].join('\n');
    expect(await importEventCsv(t.deps, csv)).toMatchObject({ matched: 0, waiting: 1 });
    const pub = await t.http().get(`/api/athlete-profiles/${football.profile.id}`).expect(200);
    expect(pub.body.metrics.exit_velo).toBeUndefined();

    expect((await football.agent.get('/api/evidence/event-results').expect(200)).body).toEqual([]);
    const row = await t.db
      .selectFrom('eventResults')
      .select('id')
      .where('lastName', '=', football.profile.lastName)
      .executeTakeFirstOrThrow();
    const refused = await football.agent.post(`/api/evidence/event-results/${row.id}/claim`).expect(400);
    expect(refused.body.error).toBe(EVIDENCE_MESSAGES.metricForSport);
  });

  it('checks each row’s mark against its event: a real 5K time passes, an impossible one is named', () => {
    const head = 'event,date,email,first_name,last_name,graduation_year,metric,value';
    const row = (metric: string, value: number) =>
      `Fall Invitational,2026-10-03,runner@example.test,Riley,Runner,2027,${metric},${value}`;
    expect(parseEventCsv([head, row('xc_5k', 1050)].join('\n')).issues).toEqual([]);
    expect(parseEventCsv([head, row('tf_100m', 1)].join('\n')).issues).toEqual([
      { line: 2, message: `value: ${markProblem('tf_100m', 1)}` },
    ]);
  });

  it('refuses a file with a bad row, naming the line, and writes nothing', async () => {
    const csv =
      'event,date,email,first_name,last_name,metric,value\nCombine,14/03/2026,a@example.test,A,B,40yd,4.6';
    const result = await importEventCsv(t.deps, csv);
    expect(result.rows).toBe(0);
    expect(result.issues).toEqual([{ line: 2, message: 'date: date must be YYYY-MM-DD' }]);
  });
});

describe('coach verification', () => {
  const realAccess = t.deps.coachAccess;
  afterAll(() => {
    t.deps.coachAccess = realAccess;
  });

  it('is refused until the coaches side says the caller coaches a program the athlete accepted', async () => {
    const { agent, profile } = await athlete();
    const upload = await agent.post(UPLOAD_PATH).attach('file', sheet.png, 'sheet.png').expect(201);
    const content = `/api/evidence/files/${upload.body.id}/content`;
    const coach = await t.signedInAgent();
    await coach.agent.get(content).expect(404);
    const refused = await coach.agent
      .post('/api/evidence/coach-verify')
      .send({ athleteId: profile.id, metric: '40yd', value: 4.62 })
      .expect(403);
    expect(refused.body.error).toBe(EVIDENCE_MESSAGES.coachNotAllowed);

    t.deps.coachAccess = async (_db, userId, athleteId) =>
      userId === coach.user.id && athleteId === profile.id
        ? { coachName: 'Dana Reed', programName: 'Sample State' }
        : null;
    await confirmAddress(coach.user.id);
    await coach.agent
      .post('/api/evidence/coach-verify')
      .send({ athleteId: profile.id, metric: '40yd', value: 4.62 })
      .expect(200);
    // The same answer opens the athlete's files to that coach.
    await coach.agent.get(content).expect(200);
    const pub = await t.http().get(`/api/athlete-profiles/${profile.id}`).expect(200);
    expect(pub.body.evidenceDetail['40yd']).toMatchObject({
      level: 'coach',
      source: 'Coach Dana Reed, Sample State',
    });
    expect(pub.body.verifiedMetricCount).toBe(1);
    await Promise.all([...t.deps.files.readings]);
  }, 120_000);
});
