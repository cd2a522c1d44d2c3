import type { HttpRoute } from '../../../model.js';
import { extractCode } from '../../index.js';

async function routes(text: string, language = 'JavaScript'): Promise<Omit<HttpRoute, 'line'>[]> {
  const facts = await extractCode({ path: 'src/app.ts', language, text });
  return facts.routes.map(({ line: _line, ...route }) => route);
}

describe('JavaScript and TypeScript HTTP routes', () => {
  it('reads Express routes, route chains and app.all, with named handlers', async () => {
    const text = [
      "const express = require('express');",
      'const app = express();',
      "app.get('/users/:id', users.show);",
      "app.post('/users', auth, createUser);",
      "app.all('/health', (req, res) => res.end());",
      "app.route('/books').get(listBooks).put(updateBook);",
    ].join('\n');
    expect(await routes(text)).toEqual([
      { method: 'GET', path: '/users/:id', framework: 'express', handler: 'users.show' },
      { method: 'POST', path: '/users', framework: 'express', handler: 'createUser' },
      { method: 'ALL', path: '/health', framework: 'express', handler: null },
      { method: 'GET', path: '/books', framework: 'express', handler: 'listBooks' },
      { method: 'PUT', path: '/books', framework: 'express', handler: 'updateBook' },
    ]);
  });

  it("reads Koa router routes with the router's prefix", async () => {
    const text = ["import Router from '@koa/router';", "const router = new Router({ prefix: '/api' });", "router.get('/items', list);", "router.delete('/items/:id', remove);"].join('\n');
    expect(await routes(text, 'TypeScript')).toEqual([
      { method: 'GET', path: '/api/items', framework: 'koa', handler: 'list' },
      { method: 'DELETE', path: '/api/items/:id', framework: 'koa', handler: 'remove' },
    ]);
  });

  it('reads Fastify shorthand and route({ method, url })', async () => {
    const text = [
      "import Fastify from 'fastify';",
      'const fastify = Fastify();',
      "fastify.get('/ping', async () => 'pong');",
      "fastify.route({ method: ['GET', 'HEAD'], url: '/status', handler: status });",
    ].join('\n');
    expect(await routes(text, 'TypeScript')).toEqual([
      { method: 'GET', path: '/ping', framework: 'fastify', handler: null },
      { method: 'GET', path: '/status', framework: 'fastify', handler: 'status' },
      { method: 'HEAD', path: '/status', framework: 'fastify', handler: 'status' },
    ]);
  });

  it('reads Hono routes, with a basePath', async () => {
    const text = ["import { Hono } from 'hono';", "const api = new Hono().basePath('/v1');", "api.get('/posts', (c) => c.json([]));", "api.post('/posts', createPost);"].join('\n');
    expect(await routes(text, 'TypeScript')).toEqual([
      { method: 'GET', path: '/v1/posts', framework: 'hono', handler: null },
      { method: 'POST', path: '/v1/posts', framework: 'hono', handler: 'createPost' },
    ]);
  });

  it('reads NestJS controllers: the controller path joined to each method decorator', async () => {
    const text = [
      "import { Controller, Get, Post } from '@nestjs/common';",
      "@Controller('users')",
      'export class UsersController {',
      "  @Get(':id')",
      '  findOne() {}',
      '  @Post()',
      '  create() {}',
      '}',
    ].join('\n');
    expect(await routes(text, 'TypeScript')).toEqual([
      { method: 'GET', path: '/users/:id', framework: 'nestjs', handler: 'UsersController.findOne' },
      { method: 'POST', path: '/users', framework: 'nestjs', handler: 'UsersController.create' },
    ]);
  });

  it('does not take map, cache, HTTP client or non-literal calls for routes', async () => {
    const text = [
      'const value = map.get("/key");',
      "cache.get('/users', fallback);",
      "api.get('/users', { params });",
      "request(app).get('/users').expect(200);",
      'app.get(path, handler);',
      "app.get('relative', handler);",
    ].join('\n');
    expect(await routes(text)).toEqual([]);
  });
});
