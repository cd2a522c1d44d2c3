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
  private readonly failures: FailureWording;

  /**
   * `webHost` (GITHUB_URL's host) and `localMode` only word the answer when GitHub cannot be
   * reached: the host is named, and in local mode a local folder is offered instead.
   */
  constructor(options: { token: string | null; apiUrl: string; userAgent: string; webHost: string; localMode: boolean }) {
    this.failures = { webHost: options.webHost, localMode: options.localMode };
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
      throw translate(error, this.failures);
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
      if (statusOf(error) !== 404) throw translate(error, this.failures);
    }
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw translate(error, this.failures);
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

type FailureWording = { webHost: string; localMode: boolean };

/**
 * Said when no answer came from GitHub at all (refused, unresolvable, timed out): waiting will not
 * help, so the sentence names the host Chronicle tried and what to do instead (issue 30).
 */
export function unreachableGithubMessage({ webHost, localMode }: FailureWording): string {
  return localMode
    ? `Chronicle cannot reach ${webHost} from this server; add a local folder, or set GITHUB_URL.`
    : `Chronicle cannot reach ${webHost} from this server; check its network connection, or set GITHUB_URL.`;
}

/**
 * GitHub's refusals as sentences for the user. No answer at all means GitHub is unreachable from
 * here; an answer in the 5xx range means GitHub itself failed.
 */
function translate(error: unknown, wording: FailureWording): HttpException {
  const status = statusOf(error);
  const detail = (error as { response?: { data?: { message?: string; errors?: { message?: string }[] } } })?.response?.data;
  if (status === 401) return new ForbiddenException('GitHub no longer accepts your sign-in. Sign out, sign in again and retry.');
  if (status === 403) return new ForbiddenException('GitHub refused: your account may not manage webhooks of this repository.');
  if (status === 404) return new NotFoundException('GitHub has no such repository that you can access.');
  if (status === 422) {
    const reason = detail?.errors?.[0]?.message ?? detail?.message ?? 'the request was not accepted';
    return new ConflictException(`GitHub did not accept the webhook: ${reason}.`);
  }
  const answered = (error as { response?: unknown })?.response !== undefined && status !== undefined && status >= 500;
  if (answered) return new BadGatewayException(`${wording.webHost} answered with an error (HTTP ${status}); GitHub may be having trouble, try again later.`);
  return new BadGatewayException(unreachableGithubMessage(wording));
}
