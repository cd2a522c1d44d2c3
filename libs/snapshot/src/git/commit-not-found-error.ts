/** The revision asked for names no commit of the repository (or the repository has no commits yet). */
export class CommitNotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommitNotFoundError';
  }
}
