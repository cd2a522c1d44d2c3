import { BadGatewayException, ConflictException, ForbiddenException, HttpException, Logger, NotFoundException } from '@nestjs/common';
import { Octokit } from '@octokit/rest';
import type { CodeHost, HostRepository, RepositoryRef } from './code-host.js';

const logger = new Logger('GithubCodeHost');

// A GitHub that does not answer must not hold a user's request open.
const REQUEST_TIMEOUT_MS = 15_000;
const timeout = () => ({ request: { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) } });

type GithubRepositoryJson = {
  id: number;
  name: string;
  full_name: string;
  default_branch?: string;
  private: boolean;
  clone_url?: string;
  html_url?: string;
  description?: string | null;
  language?: string | null;
  stargazers_count?: number;
  owner: { login: string };
};

/**
 * GitHub (or GitHub Enterprise Server, or the emulator) through Octokit, with the user's token —
 * or without one (`token: null`) for reading public repositories only.
 */
export class GithubCodeHost implements CodeHost {
  readonly provider = 'github' as const;
  private readonly octokit: Octokit;

  constructor(options: { token: string | null; apiUrl: string; userAgent: string }) {
    this.octokit = new Octokit({
      // Octokit logs every failed request as an error; here each failure is translated into an
      // answer (a 404 on delete is even expected), so its own lines go to the debug level.
      log: { debug: (message: string) => logger.debug(message), info: (message: string) => logger.debug(message), warn: (message: string) => logger.warn(message), error: (message: string) => logger.debug(message) },
      ...(options.token ? { auth: options.token } : {}),
      baseUrl: options.apiUrl,
      userAgent: options.userAgent,
    });
  }

  async listRepositories(): Promise<HostRepository[]> {
    const repositories = await this.call(() =>
      this.octokit.paginate(this.octokit.rest.repos.listForAuthenticatedUser, { per_page: 100, sort: 'full_name', affiliation: 'owner,collaborator,organization_member', ...timeout() }),
    );
    return repositories.map(toHostRepository);
  }

  async getRepository({ owner, name }: RepositoryRef): Promise<HostRepository | null> {
    try {
      const { data } = await this.octokit.rest.repos.get({ owner, repo: name, ...timeout() });
      return toHostRepository(data);
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw translate(error);
    }
  }

  async createPushWebhook({ owner, name }: RepositoryRef, hook: { url: string; secret: string }): Promise<string> {
    const { data } = await this.call(() =>
      this.octokit.rest.repos.createWebhook({
        owner,
        repo: name,
        name: 'web',
        active: true,
        events: ['push'],
        config: { url: hook.url, content_type: 'json', secret: hook.secret, insecure_ssl: '0' },
        ...timeout(),
      }),
    );
    return String(data.id);
  }

  async deleteWebhook({ owner, name }: RepositoryRef, hookId: string): Promise<void> {
    try {
      await this.octokit.rest.repos.deleteWebhook({ owner, repo: name, hook_id: Number(hookId), ...timeout() });
    } catch (error) {
      if (statusOf(error) !== 404) throw translate(error);
    }
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw translate(error);
    }
  }
}

function toHostRepository(json: GithubRepositoryJson): HostRepository {
  return {
    id: json.id,
    owner: json.owner.login,
    name: json.name,
    fullName: json.full_name,
    defaultBranch: json.default_branch ?? 'main',
    private: json.private,
    ...(json.clone_url && /^https?:\/\//.test(json.clone_url) ? { cloneUrl: json.clone_url } : {}),
    ...(json.html_url && /^https?:\/\//.test(json.html_url) ? { htmlUrl: json.html_url } : {}),
    description: typeof json.description === 'string' ? json.description : null,
    language: typeof json.language === 'string' ? json.language : null,
    stars: Number.isSafeInteger(json.stargazers_count) && json.stargazers_count! >= 0 ? json.stargazers_count! : 0,
  };
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown })?.status;
  return typeof status === 'number' ? status : undefined;
}

/** GitHub's refusals as sentences for the user; anything else means GitHub could not be reached. */
function translate(error: unknown): HttpException {
  const status = statusOf(error);
  const detail = (error as { response?: { data?: { message?: string; errors?: { message?: string }[] } } })?.response?.data;
  if (status === 401) return new ForbiddenException('GitHub no longer accepts your sign-in. Sign out, sign in again and retry.');
  if (status === 403) return new ForbiddenException('GitHub refused: your account may not manage webhooks of this repository.');
  if (status === 404) return new NotFoundException('GitHub has no such repository that you can access.');
  if (status === 422) {
    const reason = detail?.errors?.[0]?.message ?? detail?.message ?? 'the request was not accepted';
    return new ConflictException(`GitHub did not accept the webhook: ${reason}.`);
  }
  return new BadGatewayException('GitHub could not be reached. Please try again in a moment.');
}
