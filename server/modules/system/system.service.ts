import type { DB } from '../../platform/db';
import { type InstanceHealth, unavailableError } from '../../platform/health';
import { ping } from './system.repo';

/**
 * Readiness: a real round trip to PostgreSQL. 503 while the instance warms up or stops (so a
 * load balancer sends nothing to it) and while the database is unreachable.
 */
export async function checkHealth(db: DB, health: InstanceHealth) {
  if (health.draining) throw unavailableError('Shutting down');
  if (health.warming) throw unavailableError('Starting up');
  if (health.databaseDown) throw unavailableError('Database is unreachable');
  try {
    await ping(db);
  } catch (err) {
    health.observe(err);
    throw unavailableError('Database is unreachable');
  }
  return { status: 'ok' as const, database: 'up' as const, uptimeSeconds: Math.round(process.uptime()) };
}
