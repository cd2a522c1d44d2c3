import type { DocType } from '@chronicle/contracts';
import type { Repository } from '@chronicle/history';
import type { FileRole, SymbolKind } from '@chronicle/snapshot';
import type { SnapshotAnswer, SnapshotQuery } from './snapshot-queries.js';

/**
 * Where the MCP tools read from. Two implementations: the API's (every repository whose
 * documentation pages are public, from the database, the clone cache and the snapshot cache) and
 * the CLI's (one local repository, its snapshot and documents made in a background thread by the
 * built-in engine, cached by commit). The tools themselves (`createChronicleMcpServer`) know nothing else.
 */
export interface ChronicleSource {
  /** Every repository a client may read, in a stable order. */
  listRepositories(): Promise<McpRepository[]>;
  /** One repository by its id; null when there is none (the tool answers with a sentence). */
  open(id: string): Promise<RepositoryReader | null>;
}

/** A repository as the tools name it. */
export type McpRepository = {
  /** How tools name it: the public slug on the server, the folder's name for `chronicle mcp`. */
  id: string;
  /** `owner/name`, or the folder's name. */
  fullName: string;
  description: string | null;
  language: string | null;
  /** Its public documentation page; null for a local repository. */
  url: string | null;
  /** The commit its documents were last written at (the branch head Chronicle last read); null before the first run. */
  headSha: string | null;
};

/** One document of a repository, without its text. */
export type McpDocumentInfo = {
  type: DocType;
  /** The file name: `README.md`, `API_REFERENCE.md`. */
  file: string;
  status: 'ready' | 'failed';
  /** 0–100; null when it failed. */
  qualityScore: number | null;
  /** The commit the document reflects; null when it failed before its first version. */
  commit: string | null;
  /** Commits the branch head has that the document's commit has not; null when unknown. */
  commitsBehind: number | null;
  /** ISO 8601; null when it was never written. */
  generatedAt: string | null;
  /** Why it failed, when it did. */
  error: string | null;
};

export type McpDocument = McpDocumentInfo & { content: string };

/** A changelog entry Chronicle stored for the repository (a push, or an analysis of its history). */
export type McpEntry = {
  headline: string;
  summary: string;
  /** ISO 8601. */
  pushedAt: string;
  /** Newest first. */
  commitShas: string[];
};

/** What `find_symbol` looks for. */
export type SymbolQuery = {
  /** A name or a qualified name (`Router.get`); matched exactly, case-sensitively, then case-insensitively. */
  name: string;
  kind?: SymbolKind;
  /** At most this many matches (the tool's default 20). */
  limit: number;
  /** Also declarations in tests, examples, benchmarks, fixtures, docs and build files (default: source files only). */
  includeTests?: boolean;
};

/** A declaration found in the snapshot, with who implements, extends or imports it. */
export type SymbolMatch = {
  /** How the name matched: exactly, ignoring case, or as a part of the name (listed in that order). */
  match: 'exact' | 'case-insensitive' | 'partial';
  name: string;
  qualifiedName: string;
  kind: SymbolKind;
  signature: string;
  doc: string | null;
  exported: boolean;
  file: string;
  /** What its file is for: `source`, or `test`, `example`… (listed only with `includeTests`). */
  role: FileRole;
  line: number;
  endLine: number;
  /** For a type (or anything members are declared on): how many members members_of lists; null for others. */
  members: number | null;
  /** Declarations whose `implements` or `extends` names it: `file:line qualifiedName`. */
  implementedBy: { file: string; line: number; qualifiedName: string }[];
  /** Files whose imports resolve to the file that declares it (source files only, unless the query includes tests). */
  importedBy: string[];
  /** Importing files left out of `importedBy` because they are not source. */
  importersLeftOut: number;
};

/** The answer to a `find_symbol` query: the commit the snapshot was taken at, and the matches. */
export type SymbolAnswer = {
  commit: string;
  matches: SymbolMatch[];
  /** Matches in the files looked at, listed or not. */
  total?: number;
  /** Matches left out because their files are not source (without `includeTests`), by role. */
  leftOut?: Partial<Record<FileRole, number>>;
};

/**
 * The documents of a repository while they are being written (the CLI writes them in the
 * background from its start and again after each new commit): how far along, and when to look again.
 */
export type DocumentsUnderWay = {
  /** The commit they are written for (the head). */
  commit: string;
  /** Documents written so far, of `total`. */
  written: number;
  total: number;
  /** Settles at the next change: one more document written, or the writing ended (well or not). Never rejects. */
  next: Promise<void>;
};

/**
 * The head's snapshot while it is being taken (the CLI takes it in the background from its start
 * and again after each new commit): files parsed so far, and when to look again.
 */
export type SnapshotUnderWay = {
  /** The commit it is taken of (the head). */
  commit: string;
  /** Files parsed so far, of `filesTotal` (0 while they are still being listed). */
  filesParsed: number;
  filesTotal: number;
  /** Settles at the next change: more files parsed, or the snapshot taken or failed. Never rejects. */
  next: Promise<void>;
};

/** What `search` asks of the code (a `querySnapshot` query): the query's words (minisearch's tokenizer) and how many declarations at most. */
export type CodeSearchQuery = { tool: 'search'; terms: string[]; limit: number };

/** A declaration a search query names (see `searchCodeInSnapshot`). */
export type CodeHit = {
  name: string;
  qualifiedName: string;
  kind: SymbolKind;
  signature: string;
  doc: string | null;
  exported: boolean;
  file: string;
  line: number;
  /** 0–1: how much of the best possible match it is (every word in its name, the whole query its name). */
  relevance: number;
};

/** The answer to a `search` query: the commit the snapshot was taken at, and the declarations, best first. */
export type CodeSearchAnswer = { commit: string; hits: CodeHit[] };

/** One repository, as the tools read it. */
export interface RepositoryReader {
  readonly repository: McpRepository;
  /** Its documents, in the order of DOC_TYPES. */
  listDocuments(): Promise<McpDocumentInfo[]>;
  /** One ready document with its Markdown; null when it has none of this type. */
  readDocument(type: DocType): Promise<McpDocument | null>;
  /**
   * A code tool's question (find_symbol, members_of, find_references, module_summary, and
   * `search`'s look-up of declarations) answered from the snapshot of the documented commit by
   * `runSnapshotQuery` (SNAPSHOT_QUERIES), wherever the source keeps it; null when no snapshot was
   * taken yet.
   */
  querySnapshot<Q extends SnapshotQuery>(query: Q): Promise<SnapshotAnswer<Q> | null>;
  /** The git repository the history engine reads (a clone cache or the local folder); null when there is none yet. */
  gitRepository(): Promise<Repository | null>;
  /** Changelog entries stored since a date, newest first; [] where Chronicle stores none (a local repository). */
  entriesSince(since: Date): Promise<McpEntry[]>;
  /**
   * The documents of the head being written now, or null when none are (all written, or their
   * writing failed). Meanwhile `listDocuments` and `readDocument` answer with what is ready — an
   * earlier commit's documents, or none. Absent where documents are written elsewhere (the server's jobs).
   */
  documentsUnderWay?(): DocumentsUnderWay | null;
  /**
   * The head's snapshot while it is being taken, or null when it is not (taken, failed, or nothing
   * to take): `querySnapshot` waits for it meanwhile, and a code tool tells the client how far it
   * is. Absent where snapshots are taken elsewhere (the server's documentation runs).
   */
  snapshotUnderWay?(): SnapshotUnderWay | null;
}
