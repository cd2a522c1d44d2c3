import MiniSearch from 'minisearch';
import type { DocType } from '@chronicle/contracts';
import type { McpDocument, McpDocumentInfo } from './source.js';
import { splitSections } from './sections.js';

/** A query's words as the index looks them up (minisearch's own tokenizer). */
export function queryTerms(query: string): string[] {
  return MiniSearch.getDefault('tokenize')(query).filter((term: string) => term.length > 0);
}

/**
 * Typos a word may have and still match (minisearch allows 15% of the word's length, at most this):
 * the cost of fuzzy matching grows steeply with the distance — 20 random 24-letter words took
 * 100–200 ms of the event loop at minisearch's default of 6, a few ms at 2.
 */
const MAX_FUZZY_EDITS = 2;

/** One section of one document, as the search indexes it. */
type IndexedSection = { id: number; type: DocType; file: string; commit: string | null; title: string; heading: string; text: string };

/**
 * A search hit: the document, the section's heading, a snippet around the first query word,
 * minisearch's score (a CHANGELOG's weighed down unless asked for) and its relevance, 0–1: the
 * share of the best hit's score, times the share of the query's words it holds.
 */
export type SectionHit = { type: DocType; file: string; commit: string | null; heading: string; snippet: string; score: number; relevance: number };

/** Which sections a query looks at: only these document types (all when absent). */
export type SectionQueryOptions = { types?: readonly DocType[] };

/**
 * A CHANGELOG's sections count for this share of their score unless the query asks for changelogs:
 * a changelog names every feature in short lines, so it held the top hits of most queries and
 * drowned the sections that explain them.
 */
const CHANGELOG_WEIGHT = 0.3;
/** Hits from one document, at most, unless the query asks for one document type only. */
const MAX_HITS_PER_DOCUMENT = 3;

/** The full-text index of one repository's ready documents. */
export class DocumentIndex {
  private readonly search: MiniSearch<IndexedSection>;
  private readonly sections: IndexedSection[];

  constructor(documents: McpDocument[]) {
    this.sections = [];
    for (const document of documents) {
      const title = /^#\s+(.+)$/m.exec(document.content)?.[1]?.trim() ?? document.file;
      for (const section of splitSections(document.content)) {
        this.sections.push({ id: this.sections.length, type: document.type, file: document.file, commit: document.commit, title: `${document.file} ${title}`, heading: section.heading, text: section.text });
      }
    }
    this.search = new MiniSearch<IndexedSection>({ fields: ['title', 'heading', 'text'], storeFields: [], searchOptions: { boost: { heading: 3, title: 1.5 }, prefix: (term) => term.length >= 4, fuzzy: (term) => (term.length >= 6 ? 0.15 : false), maxFuzzy: MAX_FUZZY_EDITS } });
    this.search.addAll(this.sections);
  }

  get sectionCount(): number {
    return this.sections.length;
  }

  /**
   * The best sections for `query`: those holding every word first; when none does, those holding
   * any. A CHANGELOG is weighed down (CHANGELOG_WEIGHT) and one document gives at most
   * MAX_HITS_PER_DOCUMENT hits, unless `options.types` asks for those types only.
   */
  query(query: string, limit: number, options: SectionQueryOptions = {}): SectionHit[] {
    const types = options.types?.length ? new Set(options.types) : null;
    const filter = types ? (result: { id: unknown }) => types.has(this.sections[result.id as number]!.type) : undefined;
    const asked = { ...(filter ? { filter } : {}) };
    let results = this.search.search(query, { ...asked, combineWith: 'AND' });
    const everyWord = results.length > 0;
    if (!everyWord) results = this.search.search(query, { ...asked, combineWith: 'OR' });
    const words = Math.max(1, queryTerms(query).length);
    const changelogWeight = types?.has('changelog') ? 1 : CHANGELOG_WEIGHT;
    const weighed = results
      .map((result) => ({ result, section: this.sections[result.id as number]!, score: result.score * (this.sections[result.id as number]!.type === 'changelog' ? changelogWeight : 1) }))
      .sort((a, b) => b.score - a.score);
    const perDocument = types?.size === 1 ? Infinity : MAX_HITS_PER_DOCUMENT;
    const taken = new Map<string, number>();
    const hits: SectionHit[] = [];
    const best = weighed[0]?.score ?? 1;
    for (const { result, section, score } of weighed) {
      if (hits.length >= limit) break;
      const fromDocument = taken.get(section.file) ?? 0;
      if (fromDocument >= perDocument) continue;
      taken.set(section.file, fromDocument + 1);
      const share = everyWord ? 1 : Math.min(1, result.queryTerms.length / words);
      hits.push({ type: section.type, file: section.file, commit: section.commit, heading: section.heading, snippet: snippet(section.text, result.terms), score: Math.round(score * 100) / 100, relevance: Math.round((score / best) * share * 100) / 100 });
    }
    return hits;
  }
}

/** ~200 characters on one line around the first matched word, Markdown markers left as they are. */
export function snippet(text: string, terms: string[]): string {
  const body = text.replace(/^#{1,6} .*\n?/, '').replace(/\s+/g, ' ').trim();
  const lower = body.toLowerCase();
  const at = terms.map((term) => lower.indexOf(term.toLowerCase())).filter((index) => index >= 0).sort((a, b) => a - b)[0] ?? 0;
  const start = Math.max(0, at - 60);
  const end = Math.min(body.length, start + 200);
  return `${start > 0 ? '…' : ''}${body.slice(start, end).trim()}${end < body.length ? '…' : ''}`;
}

/**
 * The indexes of several repositories, each kept until one of its documents changes (a new type,
 * commit or generation time): rebuilding is the expensive part, searching is not. At most
 * `capacity` repositories are kept, the least recently searched dropped first. One cache may be
 * shared by several servers (the HTTP transport makes one per session).
 */
export class SearchIndexCache {
  private readonly entries = new Map<string, { signature: string; index: Promise<DocumentIndex> }>();

  constructor(private readonly capacity = 64) {}

  /** The repository's index for these documents, built with `read` when they changed. */
  index(repository: string, documents: McpDocumentInfo[], read: (type: DocType) => Promise<McpDocument | null>): Promise<DocumentIndex> {
    const ready = documents.filter((document) => document.status === 'ready');
    const signature = ready.map((document) => `${document.type}:${document.commit}:${document.generatedAt}`).join('|');
    const cached = this.entries.get(repository);
    if (cached && cached.signature === signature) {
      this.entries.delete(repository);
      this.entries.set(repository, cached);
      return cached.index;
    }
    const index = Promise.all(ready.map((document) => read(document.type))).then((read) => new DocumentIndex(read.filter((document): document is McpDocument => document !== null)));
    this.entries.set(repository, { signature, index });
    index.catch(() => this.entries.get(repository)?.index === index && this.entries.delete(repository));
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return index;
  }
}
