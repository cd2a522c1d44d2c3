import { BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { LocalFolder } from '@chronicle/contracts';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { CodeHostsService } from '../code-hosts/code-hosts.service.js';
import { checkLocalGitFolder } from '../code-hosts/local-folder-check.js';
import { LocalFoldersRepository } from '../code-hosts/local-folders.repository.js';
import { discoverLocalRepositories } from '../code-hosts/local-repositories.js';
import { CodeRepositoriesRepository } from '../code-repositories/code-repositories.repository.js';

/** More than anyone lists by hand; the list is read on every repository listing and poll. */
const MAX_ADDED_FOLDERS = 200;

/**
 * The local code host's folders, changed without a restart: CHRONICLE_LOCAL_REPOS's stay as
 * configured; folders added in Settings are stored and read by the code host on each listing,
 * so a new one's repository can be connected (and is then polled) at once.
 */
@Injectable()
export class LocalFoldersService {
  private readonly logger = new Logger(LocalFoldersService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly folders: LocalFoldersRepository,
    private readonly hosts: CodeHostsService,
    private readonly repositories: CodeRepositoriesRepository,
  ) {}

  async list(): Promise<LocalFolder[]> {
    this.requireLocalMode();
    const configured = this.config.local.folders.map((path): LocalFolder => ({ id: null, path, source: 'configuration' }));
    const added = (await this.folders.list()).map((row): LocalFolder => ({ id: row.id, path: row.path, source: 'settings' }));
    return [...configured, ...added];
  }

  /** Stores a git work tree on this machine after checking it; each refusal is a sentence. */
  async add(input: string): Promise<LocalFolder> {
    this.requireLocalMode();
    const checked = await checkLocalGitFolder(input);
    if ('error' in checked) throw new BadRequestException(checked.error);
    const configured = discoverLocalRepositories(this.config.local.folders).some((repository) => repository.path === checked.path);
    if (configured) throw new ConflictException(`${checked.path} is listed already: it comes with CHRONICLE_LOCAL_REPOS.`);
    if ((await this.folders.count()) >= MAX_ADDED_FOLDERS) {
      throw new ConflictException(`There are already ${MAX_ADDED_FOLDERS} folders added, the most Chronicle keeps: remove one before adding another.`);
    }
    const row = await this.folders.insert(checked.path);
    if (!row) throw new ConflictException(`${checked.path} is added already.`);
    this.logger.log(`Folder added: ${row.path}`);
    return { id: row.id, path: row.path, source: 'settings' };
  }

  /**
   * Removes an added folder. A connected repository that is no longer found in any folder is
   * disconnected — its branch is not read again — while its entries and documents stay on its
   * public page, as after Disconnect. The folder itself is not touched.
   */
  async remove(id: string): Promise<void> {
    this.requireLocalMode();
    const row = await this.folders.delete(id);
    if (!row) throw new NotFoundException(`There is no added folder with the id ${id}.`);
    const remaining = new Set(discoverLocalRepositories(await this.hosts.localFolders()).map((repository) => repository.path));
    for (const connected of await this.repositories.findConnectedLocal()) {
      if (connected.localPath && !remaining.has(connected.localPath)) await this.repositories.markDisconnected(connected.id);
    }
    this.logger.log(`Folder removed: ${row.path}`);
  }

  private requireLocalMode(): void {
    if (this.config.signIn !== 'local') {
      throw new ConflictException('Chronicle signs in with GitHub here, so repositories come from GitHub: folders on this machine are read only in local mode.');
    }
  }
}
