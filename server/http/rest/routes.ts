import { appRouter } from '../trpc/root';
import { restRoutesFrom } from './bindings';
import { FILE_ROUTES } from './files';
import { buildOpenApi } from './openapi';

/**
 * Every documented /api path: derived from the procedures' `.meta({ rest })` (the procedure is
 * the contract, docs/decisions/007-procedure-first-contract.md), plus the file routes.
 * Evaluated at import, so a bad binding stops the server before it listens.
 */
export const REST_ROUTES = [...restRoutesFrom(appRouter), ...FILE_ROUTES];

export const openApiDocument = () => buildOpenApi(REST_ROUTES);
