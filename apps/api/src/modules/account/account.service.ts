import { Injectable, NotFoundException } from '@nestjs/common';
import { UsersRepository } from '../users/users.repository.js';

@Injectable()
export class AccountService {
  constructor(private readonly users: UsersRepository) {}

  /** Deletes the user and, through cascading foreign keys, every row that belongs to them. */
  async deleteAccount(userId: string): Promise<void> {
    if (!(await this.users.deleteById(userId))) throw new NotFoundException('This account no longer exists.');
  }
}
