import { ZCurrentUser } from '../../common/schemas/auth';
import { ZHealth } from '../modules/system/system.router';
import { buildOpenApi } from './openapi';
import { type RestRoute, route } from './route';

/**
 * THE REST table: every documented /api path, the procedure it calls and how the
 * request maps to the procedure input. It drives both the Express routes and
 * /api/openapi.json (docs/decisions/002-rest-table-openapi.md).
 */
export const REST_ROUTES: readonly RestRoute[] = [
  route({ method: 'get', path: '/healthz', procedure: 'system.health', summary: 'Liveness and database check', tag: 'system', output: ZHealth }),
  route({ method: 'get', path: '/api/auth/user', procedure: 'auth.me', summary: 'The signed-in user (401 when signed out)', tag: 'auth', security: 'session', output: ZCurrentUser }),
];

export const openApiDocument = () => buildOpenApi(REST_ROUTES);
