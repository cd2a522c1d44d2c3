import express, { Router, type Response } from 'express';
import { findRepositoryById, githubTimestamp, type EmulatorState, type HookRecord, type RepositoryRecord } from '../state.js';
import type { WebhookDispatcher } from '../webhooks/dispatcher.js';
import { REPOSITORY_HOOK_EVENTS } from '../webhooks/events.js';
import { buildPingPayload } from '../webhooks/payloads.js';
import { sendNotFound, sendRestError, sendValidationFailed, type ValidationProblem } from './errors.js';
import { pageOf, readPagination, setLinkHeader } from './pagination.js';
import { administeredRepository } from './repository-access.js';
import { apiBase, toHookJson } from './serializers.js';

const HOOK_SCOPES = 'admin:repo_hook, read:repo_hook, repo, write:repo_hook';

type Body = Record<string, unknown>;

/**
 * Repository webhooks: `GET|POST /repos/{owner}/{repo}/hooks` and `GET|PATCH|DELETE …/hooks/{hook_id}`.
 * Only the repository's owner may see or manage them; anyone else gets 404, as on GitHub. Creating
 * an active hook sends it a `ping`.
 */
export function hooksResource(state: EmulatorState, dispatcher: WebhookDispatcher): Router {
  const router = Router();
  const json = express.json({ limit: '1mb', strict: false });

  router.get('/repos/:owner/:repo/hooks', (req, res) => {
    const access = administeredRepository(state, res, req.params.owner, req.params.repo);
    if (!access) return;
    const hooks = hooksOf(state, access.repository);
    const pagination = readPagination(req);
    setLinkHeader(state, req, res, pagination, hooks.length);
    res.setHeader('X-Accepted-OAuth-Scopes', HOOK_SCOPES);
    res.json(pageOf(hooks, pagination).map((hook) => toHookJson(state, access.repository, hook)));
  });

  router.post('/repos/:owner/:repo/hooks', json, (req, res) => {
    const access = administeredRepository(state, res, req.params.owner, req.params.repo);
    if (!access) return;
    const { repository } = access;
    const body = readBody(res, req.body, ['name', 'config', 'events', 'active']);
    if (!body) return;
    const problems: ValidationProblem[] = [];
    if (body.name !== undefined && body.name !== 'web') {
      problems.push({ resource: 'Hook', code: 'invalid', field: 'name', message: `Name "${String(body.name)}" is not supported: use "web".` });
    }
    const config = readConfig(body.config, problems);
    const events = body.events === undefined ? ['push'] : [...new Set(body.events as string[])];
    problems.push(...eventProblems(events));
    if (config && problems.length === 0) problems.push(...duplicateProblems(state, repository, config.url, events));
    if (problems.length > 0 || !config) return sendValidationFailed(res, problems);

    const now = githubTimestamp();
    const hook: HookRecord = {
      id: state.nextHookId++,
      repositoryId: repository.id,
      active: body.active === undefined ? true : (body.active as boolean),
      events,
      config,
      createdAt: now,
      updatedAt: now,
      lastResponse: { code: null, status: 'unused', message: null },
    };
    state.hooks.set(hook.id, hook);
    res.setHeader('Location', `${apiBase(state)}/repos/${repository.owner}/${repository.name}/hooks/${hook.id}`);
    res.setHeader('X-Accepted-OAuth-Scopes', HOOK_SCOPES);
    res.status(201).json(toHookJson(state, repository, hook));
    if (hook.active) void sendPing(state, dispatcher, repository, hook);
  });

  router.get('/repos/:owner/:repo/hooks/:hook_id', (req, res) => {
    const found = findHook(state, res, req.params);
    if (!found) return;
    res.setHeader('X-Accepted-OAuth-Scopes', HOOK_SCOPES);
    res.json(toHookJson(state, found.repository, found.hook));
  });

  router.patch('/repos/:owner/:repo/hooks/:hook_id', json, (req, res) => {
    const found = findHook(state, res, req.params);
    if (!found) return;
    const { repository, hook } = found;
    const body = readBody(res, req.body, ['config', 'events', 'add_events', 'remove_events', 'active']);
    if (!body) return;
    const problems: ValidationProblem[] = [];
    // As on GitHub, a new config replaces the old one: a secret not given again is removed.
    const config = body.config === undefined ? hook.config : readConfig(body.config, problems);
    let events = body.events === undefined ? [...hook.events] : [...new Set(body.events as string[])];
    for (const event of (body.add_events as string[] | undefined) ?? []) if (!events.includes(event)) events.push(event);
    events = events.filter((event) => !((body.remove_events as string[] | undefined) ?? []).includes(event));
    problems.push(...eventProblems(events));
    if (config && problems.length === 0) problems.push(...duplicateProblems(state, repository, config.url, events, hook.id));
    if (problems.length > 0 || !config) return sendValidationFailed(res, problems);

    hook.config = config;
    hook.events = events;
    if (body.active !== undefined) hook.active = body.active as boolean;
    hook.updatedAt = githubTimestamp();
    res.setHeader('X-Accepted-OAuth-Scopes', HOOK_SCOPES);
    res.json(toHookJson(state, repository, hook));
  });

  router.delete('/repos/:owner/:repo/hooks/:hook_id', (req, res) => {
    const found = findHook(state, res, req.params);
    if (!found) return;
    state.hooks.delete(found.hook.id);
    res.setHeader('X-Accepted-OAuth-Scopes', HOOK_SCOPES);
    res.status(204).end();
  });

  return router;
}

function hooksOf(state: EmulatorState, repository: RepositoryRecord): HookRecord[] {
  return [...state.hooks.values()].filter((hook) => hook.repositoryId === repository.id);
}

function findHook(state: EmulatorState, res: Response, params: Record<string, string>): { repository: RepositoryRecord; hook: HookRecord } | undefined {
  const access = administeredRepository(state, res, params.owner!, params.repo!);
  if (!access) return undefined;
  const id = /^\d+$/.test(params.hook_id!) ? Number(params.hook_id) : NaN;
  const hook = state.hooks.get(id);
  if (!hook || hook.repositoryId !== access.repository.id) {
    sendNotFound(res);
    return undefined;
  }
  return { repository: access.repository, hook };
}

async function sendPing(state: EmulatorState, dispatcher: WebhookDispatcher, repository: RepositoryRecord, hook: HookRecord): Promise<void> {
  try {
    const payload = await buildPingPayload(state, repository, hook);
    // The hook may have been deleted or moved meanwhile; ping only what still exists.
    if (state.hooks.get(hook.id) === hook && findRepositoryById(state, hook.repositoryId)) await dispatcher.dispatch(repository, 'ping', payload, [hook]);
  } catch (error) {
    console.error('GitHub emulator: could not send a ping:', error);
  }
}

/**
 * The request body if its keys and JSON types are what the endpoint takes; otherwise undefined
 * after answering 422 the way GitHub's request validation words it.
 */
function readBody(res: Response, body: unknown, permitted: string[]): Body | undefined {
  const invalid = (detail: string) => {
    sendRestError(res, 422, `Invalid request.\n\n${detail}`);
    return undefined;
  };
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) return invalid(`${JSON.stringify(body)} is not an object.`);
  const record = body as Body;
  const unknown = Object.keys(record).find((key) => !permitted.includes(key));
  if (unknown !== undefined) return invalid(`${JSON.stringify(unknown)} is not a permitted key.`);
  for (const key of ['events', 'add_events', 'remove_events']) {
    const value = record[key];
    if (value === undefined) continue;
    if (!Array.isArray(value)) return invalid(`For 'properties/${key}', ${JSON.stringify(value)} is not an array.`);
    const notString = value.find((item) => typeof item !== 'string');
    if (notString !== undefined) return invalid(`For 'items', ${JSON.stringify(notString)} is not a string.`);
  }
  if (record.active !== undefined && typeof record.active !== 'boolean') {
    return invalid(`For 'properties/active', ${JSON.stringify(record.active)} is not a boolean.`);
  }
  if (record.name !== undefined && typeof record.name !== 'string') return invalid(`For 'properties/name', ${JSON.stringify(record.name)} is not a string.`);
  const config = record.config;
  if (config !== undefined && (typeof config !== 'object' || config === null || Array.isArray(config))) {
    return invalid(`For 'properties/config', ${JSON.stringify(config)} is not an object.`);
  }
  for (const key of ['url', 'content_type', 'secret']) {
    const value = (config as Body | undefined)?.[key];
    if (value !== undefined && typeof value !== 'string') return invalid(`For 'properties/${key}', ${JSON.stringify(value)} is not a string.`);
  }
  return record;
}

/** The hook config the request asks for, or undefined with the reasons added to `problems`. */
function readConfig(input: unknown, problems: ValidationProblem[]): HookRecord['config'] | undefined {
  const config = (input ?? {}) as Body;
  const url = config.url as string | undefined;
  const before = problems.length;
  if (url === undefined || url.trim() === '') {
    problems.push({ resource: 'Hook', code: 'custom', message: 'Config must contain URL for webhooks' });
  } else if (!isHttpUrl(url)) {
    problems.push({ resource: 'Hook', code: 'custom', field: 'url', message: `Config url "${url}" is not a valid http(s) URL` });
  }
  const contentType = (config.content_type as string | undefined) ?? 'form';
  if (contentType !== 'json' && contentType !== 'form') {
    problems.push({ resource: 'Hook', code: 'custom', field: 'content_type', message: `Config content_type "${contentType}" is not supported: use "json" or "form"` });
  }
  const insecureSsl = config.insecure_ssl === undefined ? '0' : String(config.insecure_ssl);
  if (insecureSsl !== '0' && insecureSsl !== '1') {
    problems.push({ resource: 'Hook', code: 'custom', field: 'insecure_ssl', message: 'Config insecure_ssl must be "0" or "1"' });
  }
  if (problems.length > before) return undefined;
  const secret = config.secret as string | undefined;
  return {
    url: url!,
    content_type: contentType as 'json' | 'form',
    insecure_ssl: insecureSsl as '0' | '1',
    ...(secret ? { secret } : {}),
  };
}

function eventProblems(events: string[]): ValidationProblem[] {
  return events
    .filter((event) => !REPOSITORY_HOOK_EVENTS.has(event))
    .map((event) => ({ resource: 'Hook', code: 'custom', field: 'events', message: `"${event}" is not a valid event name` }));
}

// GitHub: hooks may share a config only if their events do not overlap.
function duplicateProblems(state: EmulatorState, repository: RepositoryRecord, url: string, events: string[], exceptId?: number): ValidationProblem[] {
  const overlaps = (a: string[], b: string[]) => a.includes('*') || b.includes('*') || a.some((event) => b.includes(event));
  const duplicate = hooksOf(state, repository).some((other) => other.id !== exceptId && other.config.url === url && overlaps(other.events, events));
  return duplicate ? [{ resource: 'Hook', code: 'custom', message: 'Hook already exists on this repository' }] : [];
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
