import { HttpException, HttpStatus, Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Response } from 'express';
import { API_ERRORS, type CurrentUser, type LiveEvent } from '@chronicle/contracts';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { SessionsService } from '../auth/sessions.service.js';
import { LIVE_EVENTS, mayReceive, type LiveEvents, type LiveMessage } from './live-events.js';

/**
 * A comment line this often keeps proxies and load balancers (whose idle timeouts are commonly
 * 60 s) from closing a quiet stream; each beat also checks that the session still exists.
 */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before it opens the stream again after it ended (the SSE `retry:` field). */
export const RECONNECT_MS = 3_000;

type OpenStream = { user: CurrentUser; sessionToken: string; response: Response; heartbeat: NodeJS.Timeout };

/**
 * The live-update streams this process holds open (`GET /api/events`): at most so many per user
 * and in all (config `eventStreams`), each fed the events its user may see, beaten every
 * {@link HEARTBEAT_MS}, and ended when its session ends — at sign-out at once, else at the next
 * beat — or when the process stops (the browser then opens it again by itself).
 */
@Injectable()
export class EventStreams implements OnModuleInit, OnModuleDestroy {
  private readonly streams = new Set<OpenStream>();
  private unsubscribe: (() => void) | null = null;
  private stopping = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LIVE_EVENTS) private readonly events: LiveEvents,
    private readonly sessions: SessionsService,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.events.subscribe((message) => this.dispatch(message));
  }

  /**
   * The first step of a shutdown: every stream ends, and so does any opened from now on, so that
   * closing the HTTP server (Nest's last step) waits on none. The browsers open theirs again by
   * themselves, after RECONNECT_MS and for as long as the server is away.
   */
  onModuleDestroy(): void {
    this.stopping = true;
    this.unsubscribe?.();
    for (const stream of [...this.streams]) this.end(stream);
  }

  /** Opens a stream on this response, or throws 429 with a sentence when the user or the process holds too many. */
  open(user: CurrentUser, sessionToken: string, response: Response): void {
    if (!this.stopping) this.checkLimits(user);
    response.status(200);
    response.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    // no-transform: the compression middleware leaves it alone (it would hold events back in its buffer).
    response.setHeader('Cache-Control', 'no-store, no-transform');
    // nginx buffers answers by default; this tells it not to.
    response.setHeader('X-Accel-Buffering', 'no');
    response.flushHeaders();
    if (this.stopping) {
      // Not an error status: after one, a browser would not open the stream again by itself.
      response.end(`retry: ${RECONNECT_MS}\n\n`);
      return;
    }
    response.write(`retry: ${RECONNECT_MS}\n: connected\n\n`);
    const stream: OpenStream = { user, sessionToken, response, heartbeat: setInterval(() => void this.beat(stream), HEARTBEAT_MS) };
    stream.heartbeat.unref();
    this.streams.add(stream);
    response.on('close', () => this.forget(stream));
  }

  /** Sign-out: the session's streams end now. */
  closeSession(sessionToken: string): void {
    for (const stream of [...this.streams]) if (stream.sessionToken === sessionToken) this.end(stream);
  }

  private checkLimits(user: CurrentUser): void {
    const { perUser, total } = this.config.eventStreams;
    const own = [...this.streams].filter((stream) => stream.user.id === user.id).length;
    if (own >= perUser) throw new HttpException(API_ERRORS.tooManyEventStreams, HttpStatus.TOO_MANY_REQUESTS);
    if (this.streams.size >= total) throw new HttpException(API_ERRORS.serverBusyEventStreams, HttpStatus.TOO_MANY_REQUESTS);
  }

  private dispatch({ event, audience }: LiveMessage): void {
    for (const stream of this.streams) {
      if (mayReceive(stream.user, audience)) stream.response.write(eventText(event));
    }
  }

  private async beat(stream: OpenStream): Promise<void> {
    const user = await this.sessions.userForToken(stream.sessionToken).catch(() => stream.user);
    if (!this.streams.has(stream)) return;
    if (!user) return this.end(stream);
    stream.user = user;
    stream.response.write(': heartbeat\n\n');
  }

  private end(stream: OpenStream): void {
    this.forget(stream);
    stream.response.end();
  }

  private forget(stream: OpenStream): void {
    clearInterval(stream.heartbeat);
    this.streams.delete(stream);
  }
}

/** One event as the SSE wire format has it: its name and its payload as one line of JSON. */
export function eventText(event: LiveEvent): string {
  return `event: ${event.name}\ndata: ${JSON.stringify(event.payload)}\n\n`;
}
