import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOpenApi } from './openapi';
import { defaultInput, route } from './route';

describe('REST input mapping', () => {
  it('merges body and path params, path params winning', () => {
    expect(
      defaultInput(
        { body: z.object({}) },
        { params: { id: 'url-id' }, query: { q: '1' }, body: { id: 'body-id', bio: 'x' } },
      ),
    ).toEqual({ id: 'url-id', bio: 'x' });
  });
  it('uses query and params when the route has no body', () => {
    expect(defaultInput({}, { params: { id: 'a' }, query: { tab: 'b' }, body: { ignored: true } })).toEqual({
      id: 'a',
      tab: 'b',
    });
    expect(defaultInput({}, { params: {}, query: {}, body: undefined })).toBeUndefined();
  });
  it('gives a GET with a query object {} without a query string, so its defaults apply', () => {
    const query = z.object({ page: z.coerce.number().default(1) });
    expect(defaultInput({ query }, { params: {}, query: {}, body: undefined })).toEqual({});
  });
});

describe('buildOpenApi', () => {
  it('documents params, bodies, outputs and errors from the zod schemas', () => {
    const doc = buildOpenApi([
      route({
        method: 'patch',
        path: '/api/things/{id}',
        procedure: 'thing.update',
        summary: 'Update a thing',
        tag: 'things',
        security: 'session',
        params: z.object({ id: z.uuid() }),
        body: z.object({ name: z.string().min(1, 'Name is required') }),
        output: z.object({ id: z.string() }),
      }),
    ]) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const op = doc.paths['/api/things/{id}']!.patch!;
    expect(op.operationId).toBe('thing.update');
    expect(op.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(op.requestBody).toMatchObject({
      content: { 'application/json': { schema: { type: 'object', required: ['name'] } } },
    });
    expect(Object.keys(op.responses as object)).toEqual(
      expect.arrayContaining(['200', '400', '401', '429', '500']),
    );
  });
});
