import {
  ZCreateAthleteProfile,
  ZProfileId,
  ZPublicAthleteProfile,
  ZUpdateAthleteProfile,
  ZUserId,
} from '../../common/schemas/athlete';
import { ZCurrentUser } from '../../common/schemas/auth';
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
];

export const openApiDocument = () => buildOpenApi(REST_ROUTES);
