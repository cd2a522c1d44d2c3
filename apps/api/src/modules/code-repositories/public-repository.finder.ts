import { Injectable, NotFoundException } from '@nestjs/common';
import type { Response } from 'express';
import type { AuthenticatedRequest } from '../../common/access.decorator.js';
import type { CodeRepositoryRow } from '../../database/schema.js';
import { CodeRepositoriesRepository } from './code-repositories.repository.js';
import { isPublished } from './code-repositories.service.js';

/** A public slug as Chronicle makes them (see public-slug.ts). */
export const PUBLIC_SLUG = /^[a-z0-9-]{1,80}$/;

/** The repository behind a public page (changelog, documents, llms.txt), if the caller may read it. */
@Injectable()
export class PublicRepositoryFinder {
  constructor(private readonly repositories: CodeRepositoriesRepository) {}

  /**
   * Anyone may read a published repository's pages; an unpublished private one's only its owner,
   * signed in — to everyone else it does not exist. The owner's view is marked private so no shared
   * cache keeps it.
   */
  async find(slug: string, request: AuthenticatedRequest, response: Response): Promise<CodeRepositoryRow> {
    const repository = PUBLIC_SLUG.test(slug) ? await this.repositories.findBySlug(slug) : null;
    const readable = repository && (isPublished(repository) || request.auth?.user?.id === repository.userId);
    if (!readable) throw new NotFoundException(`No repository has the public page ${slug.length > 80 ? `${slug.slice(0, 80)}…` : slug}.`);
    if (!isPublished(repository)) response.setHeader('Cache-Control', 'private, no-store');
    return repository;
  }
}
