import { Injectable, NotFoundException } from '@nestjs/common';
import { CodeRepositoriesService } from '../code-repositories/code-repositories.service.js';
import { UsersRepository } from '../users/users.repository.js';

@Injectable()
export class AccountService {
  constructor(
    private readonly users: UsersRepository,
    private readonly repositories: CodeRepositoriesService,
  ) {}

  /**
   * Removes the user's webhook at the code host, then deletes the user and, through cascading
   * foreign keys, every row that belongs to them.
   */
  async deleteAccount(userId: string): Promise<void> {
    await this.repositories.removeWebhooksOf(userId);
    if (!(await this.users.deleteById(userId))) throw new NotFoundException('This account no longer exists.');
  }
}
