/** The JSON of the emulator's control calls (`/_emulator/...`), shared by the server and `pushToEmulator`. */

/** One commit of a push: its message and the files it writes (`null` removes a file). */
export type PushCommit = { message: string; files: Record<string, string | null> };

/** `POST /_emulator/repos/{owner}/{repo}/push` body. */
export type PushRequestBody = {
  branch: string;
  commits: PushCommit[];
  /** Author and committer of every commit. Default: the repository owner, `<login>@users.noreply.github.com`. */
  author?: { name: string; email: string };
};

/** What became of one webhook delivery: the receiver's HTTP status, or null and why there was none. */
export type DeliveryReport = { id: string; hookId: number; url: string; status: number | null; error?: string };

/** The answer to a push. */
export type PushResult = {
  /** The branch's new head. */
  head: string;
  /** The branch's head before the push; forty zeros when the push created the branch. */
  before: string;
  /** The new commits, oldest first. */
  commits: string[];
  /** One per active hook subscribed to `push` (or `*`), each attempted before the answer. */
  deliveries: DeliveryReport[];
};

/** One entry of `GET /_emulator/deliveries`. */
export type RecordedDelivery = DeliveryReport & {
  repository: string;
  event: string;
  redelivery: boolean;
  deliveredAt: string;
  durationMs: number;
  /** The payload as sent (parsed). */
  payload: unknown;
};
