import { ZAdminWaitlistStats } from '../../common/schemas/admin';
import {
  ZCreateAthleteProfile,
  ZProfileId,
  ZPublicAthleteProfile,
  ZUpdateAthleteProfile,
  ZUserId,
} from '../../common/schemas/athlete';
import { ZCurrentUser } from '../../common/schemas/auth';
import {
  ZAthleteId,
  ZDashboardMatches,
  ZDemoRequest,
  ZDemoResponse,
  ZDivisionReadiness,
  ZGenerateResponse,
  ZPreviewRequest,
  ZPreviewResponse,
  ZReadiness,
  ZWhatIf,
} from '../../common/schemas/match';
import { ZScholarshipList } from '../../common/schemas/scholarship';
import {
  ZReferralCodeParam,
  ZReferralStatus,
  ZWaitlistJoinResult,
  ZWaitlistSignup,
  ZWaitlistStats,
} from '../../common/schemas/waitlist';
import { ZProgramCoverage } from '../modules/program/program.router';
import { ZHealth } from '../modules/system/system.router';
import { buildOpenApi } from './openapi';
import { type RestRoute, route } from './route';

/**
 * THE REST table: every documented /api path, the procedure it calls and how the
 * request maps to the procedure input. It drives both the Express routes and
 * /api/openapi.json (docs/decisions/002-rest-table-openapi.md).
 */
export const REST_ROUTES: readonly RestRoute[] = [
  route({
    method: 'get',
    path: '/healthz',
    procedure: 'system.health',
    summary: 'Liveness and database check',
    tag: 'system',
    output: ZHealth,
  }),
  route({
    method: 'get',
    path: '/api/auth/user',
    procedure: 'auth.me',
    summary: 'The signed-in user (401 when signed out)',
    tag: 'auth',
    security: 'session',
    output: ZCurrentUser,
  }),

  // Athlete profiles
  route({
    method: 'post',
    path: '/api/athlete-profiles',
    procedure: 'athlete.create',
    summary: "Create the signed-in user's profile (one per user)",
    tag: 'athletes',
    security: 'session',
    body: ZCreateAthleteProfile,
    output: ZPublicAthleteProfile,
    status: 201,
  }),
  route({
    method: 'get',
    path: '/api/athlete-profiles/user/{userId}',
    procedure: 'athlete.byUser',
    summary: "A user's profile",
    tag: 'athletes',
    params: ZUserId,
    output: ZPublicAthleteProfile,
  }),
  route({
    method: 'get',
    path: '/api/athlete-profiles/{id}',
    procedure: 'athlete.byId',
    summary: 'A public athlete profile',
    tag: 'athletes',
    params: ZProfileId,
    output: ZPublicAthleteProfile,
  }),
  route({
    method: 'patch',
    path: '/api/athlete-profiles/{id}',
    procedure: 'athlete.update',
    summary: 'Edit bio, film and social links (owner only)',
    tag: 'athletes',
    security: 'session',
    params: ZProfileId,
    body: ZUpdateAthleteProfile,
    output: ZPublicAthleteProfile,
  }),

  // Programs
  route({
    method: 'get',
    path: '/api/programs/coverage',
    procedure: 'program.coverage',
    summary: 'Program counts by sport and division',
    tag: 'programs',
    output: ZProgramCoverage,
  }),

  // Waitlist and its admin view (docs/waitlist.md)
  route({
    method: 'post',
    path: '/api/waitlist',
    procedure: 'waitlist.join',
    summary: "Join the waitlist; the same email again answers the first sign-up's code",
    tag: 'waitlist',
    body: ZWaitlistSignup,
    output: ZWaitlistJoinResult,
  }),
  route({
    method: 'get',
    path: '/api/waitlist/stats',
    procedure: 'waitlist.stats',
    summary: 'Public sign-up counts per segment',
    tag: 'waitlist',
    output: ZWaitlistStats,
  }),
  route({
    method: 'get',
    path: '/api/waitlist/referrals/{code}',
    procedure: 'waitlist.referrals',
    summary: 'Referral count and reward tier of a referral code (404 if unknown)',
    tag: 'waitlist',
    params: ZReferralCodeParam,
    output: ZReferralStatus,
  }),
  route({
    method: 'get',
    path: '/api/admin/waitlist/stats',
    procedure: 'admin.waitlistStats',
    summary: 'Admin dashboard: counts, recent sign-ups, top referrers, sign-ups per day',
    tag: 'admin',
    security: 'admin',
    output: ZAdminWaitlistStats,
  }),
  route<string>({
    method: 'get',
    path: '/api/admin/waitlist/export.csv',
    procedure: 'admin.exportCsv',
    summary: 'Every sign-up as CSV (formula-injection safe)',
    tag: 'admin',
    security: 'admin',
    produces: 'text/csv',
    send: (res, csv) => {
      const day = new Date().toISOString().slice(0, 10);
      res
        .status(200)
        .set({
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="waitlist-${day}.csv"`,
          'Cache-Control': 'no-store',
        })
        .send(csv);
    },
  }),

  // Matches, readiness and scholarships (docs/engine.md)
  route({
    method: 'post',
    path: '/api/v1/matches/preview',
    procedure: 'match.preview',
    summary: 'Instant preview without an account: top programs and a division band (rate limited)',
    tag: 'matches',
    body: ZPreviewRequest,
    output: ZPreviewResponse,
  }),
  route({
    method: 'post',
    path: '/api/matches/demo',
    procedure: 'match.demo',
    summary: 'Landing demo: football matches from position, GPA and 40 time (rate limited)',
    tag: 'matches',
    body: ZDemoRequest,
    output: ZDemoResponse,
  }),
  route({
    method: 'post',
    path: '/api/v1/matches/generate',
    procedure: 'match.generate',
    summary: "Compute and store the athlete's top 25 matches, replacing the old set (owner only)",
    tag: 'matches',
    security: 'session',
    body: ZAthleteId,
    output: ZGenerateResponse,
  }),
  route({
    method: 'get',
    path: '/api/v1/matches/athlete/{athleteId}',
    procedure: 'match.forAthlete',
    summary: "The athlete's stored matches, best first (owner only)",
    tag: 'matches',
    security: 'session',
    params: ZAthleteId,
    output: ZDashboardMatches,
  }),
  route({
    method: 'get',
    path: '/api/athlete-profiles/{id}/division-readiness',
    procedure: 'athlete.divisionReadiness',
    summary: 'Highest division whose bar the profile meets, with reasons',
    tag: 'athletes',
    params: ZProfileId,
    output: ZDivisionReadiness,
  }),
  route({
    method: 'get',
    path: '/api/athlete-profiles/{id}/readiness',
    procedure: 'athlete.readiness',
    summary: 'Readiness score (Ready / Track / Developing) with its breakdown',
    tag: 'athletes',
    params: ZProfileId,
    output: ZReadiness,
  }),
  route({
    method: 'get',
    path: '/api/athlete-profiles/{id}/what-if',
    procedure: 'athlete.whatIf',
    summary: 'Smallest improvement per metric that reaches the next level, and how many programs it moves',
    tag: 'athletes',
    params: ZProfileId,
    output: ZWhatIf,
  }),
  route({
    method: 'get',
    path: '/api/scholarships',
    procedure: 'scholarship.list',
    summary: 'Every scholarship; eligibility is computed client-side with isEligible()',
    tag: 'scholarships',
    output: ZScholarshipList,
  }),
];

export const openApiDocument = () => buildOpenApi(REST_ROUTES);
