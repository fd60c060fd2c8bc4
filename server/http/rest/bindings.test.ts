import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminProcedure, protectedProcedure, publicProcedure, router } from '../trpc/init';
import { appRouter } from '../trpc/root';
import { RestBindingError, restRoutesFrom } from './bindings';
import { buildOpenApi } from './openapi';

const ZId = z.object({ id: z.uuid() });
const rest = (method: 'GET' | 'POST' | 'PATCH', path: string) => ({
  rest: { method, path, summary: 'test', tag: 'test' },
});

describe('restRoutesFrom: the route generator', () => {
  it('derives params, body, output and security from the procedure itself', () => {
    const r = router({
      thing: router({
        update: protectedProcedure
          .meta(rest('PATCH', '/api/things/{id}'))
          .input(ZId.extend({ name: z.string() }))
          .output(z.object({ ok: z.boolean() }))
          .mutation(() => ({ ok: true })),
        stats: adminProcedure.meta(rest('GET', '/api/things/stats')).query(() => 1),
        internal: publicProcedure.query(() => 1),
      }),
    });
    const routes = restRoutesFrom(r);
    expect(routes.map((x) => x.procedure)).toEqual(['thing.update', 'thing.stats']);
    const [update, stats] = routes;
    expect(update).toMatchObject({ method: 'patch', path: '/api/things/{id}', security: 'session' });
    expect(Object.keys(update!.params!.shape)).toEqual(['id']);
    expect(Object.keys((update!.body as z.ZodObject).shape)).toEqual(['name']);
    expect(update!.output!.parse({ ok: true })).toEqual({ ok: true });
    expect(stats).toMatchObject({ method: 'get', security: 'admin', params: undefined, query: undefined });
  });

  it('refuses a path parameter that is not in the input, naming the procedure', () => {
    const r = router({
      athlete: router({
        byId: publicProcedure
          .meta(rest('GET', '/api/athletes/{athleteId}'))
          .input(ZId)
          .query(() => 1),
      }),
    });
    expect(() => restRoutesFrom(r)).toThrow(RestBindingError);
    expect(() => restRoutesFrom(r)).toThrow(
      'REST binding GET /api/athletes/{athleteId} → athlete.byId: path parameter {athleteId} not in its input',
    );
  });

  it('refuses path parameters on a procedure without an object input', () => {
    const r = router({ x: publicProcedure.meta(rest('GET', '/api/x/{id}')).query(() => 1) });
    expect(() => restRoutesFrom(r)).toThrow('path parameters {id} need an object input');
  });

  it('refuses a mutation bound to GET and a query bound to POST', () => {
    const m = router({ m: publicProcedure.meta(rest('GET', '/api/m')).mutation(() => 1) });
    expect(() => restRoutesFrom(m)).toThrow('a mutation must not be bound to GET');
    const q = router({ q: publicProcedure.meta(rest('POST', '/api/q')).query(() => 1) });
    expect(() => restRoutesFrom(q)).toThrow('a query must not be bound to POST');
  });

  it('refuses two procedures bound to the same route', () => {
    const r = router({
      a: publicProcedure
        .meta(rest('GET', '/api/a/{id}'))
        .input(ZId)
        .query(() => 1),
      b: publicProcedure
        .meta(rest('GET', '/api/a/{key}'))
        .input(z.object({ key: z.string() }))
        .query(() => 1),
    });
    expect(() => restRoutesFrom(r)).toThrow('→ b: the same route is already bound to a');
  });

  it('binds every documented path of the app, and its OpenAPI document names each procedure', () => {
    const routes = restRoutesFrom(appRouter);
    const byPath = Object.fromEntries(
      routes.map((x) => [`${x.method.toUpperCase()} ${x.path}`, x.procedure]),
    );
    expect(byPath).toMatchObject({
      'GET /healthz': 'system.health',
      'GET /api/auth/user': 'auth.user',
      'POST /api/athlete-profiles': 'athlete.create',
      'GET /api/athlete-profiles/{id}': 'athlete.byId',
      'PATCH /api/athlete-profiles/{id}': 'athlete.update',
      'GET /api/athlete-profiles/user/{userId}': 'athlete.byUser',
      'POST /api/v1/matches/preview': 'match.preview',
      'POST /api/waitlist': 'waitlist.join',
      'GET /api/admin/waitlist/stats': 'admin.waitlistStats',
    });
    const doc = buildOpenApi(routes) as { paths: Record<string, Record<string, { operationId: string }>> };
    expect(doc.paths['/api/athlete-profiles/{id}']!.patch!.operationId).toBe('athlete.update');
  });
});
