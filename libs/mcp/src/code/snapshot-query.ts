import type { Snapshot } from '@chronicle/snapshot';
import { findReferencesInSnapshot, type ReferencesAnswer, type ReferencesQuery } from './find-references.js';
import { membersOfInSnapshot, type MembersAnswer, type MembersQuery } from './members-of.js';
import { moduleSummaryInSnapshot, type ModuleSummaryAnswer, type ModuleSummaryQuery } from './module-summary.js';
import { searchCodeInSnapshot } from '../search-code.js';
import type { CodeSearchAnswer, CodeSearchQuery } from '../source.js';

/**
 * A question a code tool asks of one snapshot (`search` asks for the declarations its words name). Plain data both ways, so a source may answer it
 * wherever its snapshot lives: the CLI in its own thread, the API on a worker thread of its pool.
 */
export type SnapshotQuery = MembersQuery | ReferencesQuery | ModuleSummaryQuery | CodeSearchQuery;

/** The answer to a query of that tool. */
export type SnapshotAnswer<Q extends SnapshotQuery = SnapshotQuery> = Q extends MembersQuery ? MembersAnswer : Q extends ReferencesQuery ? ReferencesAnswer : Q extends ModuleSummaryQuery ? ModuleSummaryAnswer : Q extends CodeSearchQuery ? CodeSearchAnswer : never;

/** Answers a code tool's query from a snapshot (pure; what every source's `querySnapshot` runs). */
export function answerSnapshotQuery<Q extends SnapshotQuery>(snapshot: Snapshot, query: Q): SnapshotAnswer<Q> {
  switch (query.tool) {
    case 'members_of':
      return membersOfInSnapshot(snapshot, query) as SnapshotAnswer<Q>;
    case 'find_references':
      return findReferencesInSnapshot(snapshot, query) as SnapshotAnswer<Q>;
    case 'module_summary':
      return moduleSummaryInSnapshot(snapshot, query) as SnapshotAnswer<Q>;
    case 'search':
      return { commit: snapshot.commit.sha, hits: searchCodeInSnapshot(snapshot, query.terms, query.limit) } as SnapshotAnswer<Q>;
    default:
      throw new TypeError(`"${String((query as { tool?: unknown }).tool)}" is not a snapshot query.`);
  }
}
