// The push-entry table of the history bench: for the first-parent pushes of a corpus's last 30
// releases, the entry the built-in engine writes (from the built libraries' dist), judged by rules
// re-derived here from the commits alone — not by the engine's own classifier or ranking.
//
// Pushes: the corpus keeps no push log, so they are rebuilt from the first-parent history of each
// release window (previous tag..tag, the windows `tagWindows` picks): every first-parent
// merge is one push (a merged pull request), and consecutive direct commits by the same author on
// the same day (committer date, UTC) are one push.
//
// Run alone: node scripts/lib/bench/push-entries.mjs [--corpus NAME]… [--samples] [--misses] [--tone playful]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CORPORA_DIR, listCorpora, loadCorpus, readCommits, resolveCorpusName, tagWindows } from './corpora.mjs';
import { RELEASES_PER_CORPUS } from './scorer.mjs';

export const PUSH_ENTRY_SAMPLES = 20;
export const PUSH_ENTRY_TARGETS = { headlineOnMostSignificant: 0.95, outsideWords: 0, snippetsWithLink: 1 };

// ---- significance, re-derived from the commits (independent of @chronicle/history's classifier) ----

const SECTION_OF_TYPE = { feat: 'added', feature: 'added', fix: 'fixed', bugfix: 'fixed', hotfix: 'fixed', security: 'fixed', perf: 'changed' };
const INTERNAL_TYPES = new Set(['test', 'tests', 'docs', 'doc', 'ci', 'chore', 'refactor', 'style', 'build', 'release', 'deps', 'lint', 'typo', 'typos']);
// Titles that announce work on the text or shape of the code, not on what it does: typos, comments, formatting, refactoring.
const INTERNAL_TITLE = /^(?:(?:fix(?:es|ed)?|correct(?:s|ed)?)\s+(?:\w+\s+){0,3}?(?:typos?|spelling|grammar|punctuation|comments?|docstrings?|whitespace)\b|(?:(?:multiple|minor|small|some)\s+)?(?:typos?|docs?|docstrings?|comments?|ws|whitespace|format(?:ting)?|lint(?:ing)?|typing|notes?|faqs?|polish|simplify|refactor(?:ing|s)?|clean-?up|misc)\b)/i;
const WEIGHT = { added: 4, fixed: 3, changed: 2 };
const ADDING = /^(?:add|adds|added|adding|introduce[sd]?|implement(?:s|ed)?|support(?:s|ed)?|expose[sd]?|provide[sd]?|enable[sd]?|new)\b/i;
const FIXING = /^(?:don'?t|do not|never|fix(?:es|ed)?|correct(?:s|ed)?|resolve[sd]?|prevent(?:s|ed)?|repair(?:s|ed)?|avoid(?:s|ed)?|handle[sd]?|restore[sd]?|guard(?:s|ed)?)\b/i;
const RELEASE = /^(?:v?\d+\.\d+(?:\.\d+)?\b|(?:bump|release|prepare|preparing)\b.*\b(?:version|release|v?\d+\.\d+)|version\s+(?:bump|\d))/i;
const MERGE_TITLE = /^Merge\b/;

// Paths: library code is what is not tests, docs, examples, CI, tooling, manifests or lock files.
const NOT_LIBRARY = [
  /(?:^|\/)(?:tests?|specs?|__tests__|testdata|fixtures|e2e|benches|benchmarks?)\//i,
  /(?:_test\.\w+|\.(?:test|spec)\.\w+|_spec\.rb|^test_[^/]*\.py)$/i,
  /(?:^|\/)(?:docs?|examples?|samples?|website|demos?|demo_template|support|scripts|benchmark|dist)\//i,
  /(?:\.config\.[cm]?[jt]s|\.min\.js|\.map)$/i,
  /\.(?:md|mdx|rst|rdoc|txt|adoc|png|jpe?g|gif|svg|webp|ico|pdf)$/i,
  /(?:^|\/)(?:readme|license|changelog|changes|history|news|contributing|authors)(?:\.\w+)?$/i,
  /^\.[^/]+/,
  /(?:^|\/)(?:package-lock\.json|yarn\.lock|pnpm-lock\.yaml|cargo\.lock|gemfile\.lock|poetry\.lock|go\.sum|uv\.lock)$/i,
  /(?:^|\/)(?:package\.json|cargo\.toml|pyproject\.toml|go\.mod|gemfile|[^/]+\.gemspec|setup\.py|setup\.cfg|makefile|rakefile|justfile|tox\.ini|noxfile\.py)$/i,
];
const isLibrary = (file) => !NOT_LIBRARY.some((pattern) => pattern.test(file.path));

/** The title a commit is known by: a merge's pull-request title (its body's first line), else its subject. */
function titleOf(commit) {
  if (MERGE_TITLE.test(commit.subject)) return commit.body.split('\n').map((line) => line.trim()).find(Boolean) ?? commit.subject;
  return commit.subject;
}

/**
 * How significant a commit is, by the rules of issue 14 item 5: breaking first; then user-facing
 * changes by section weight (added 4, fixed 3, changed 2) plus log10(1 + lines of library code),
 * the bonus capped at 3; tests, docs, CI, chores, refactors, style, build and releases last.
 */
export function judgeCommit(commit) {
  const title = titleOf(commit).replace(/^\s*(?:\[[^\]]+\]\s*)+/, '');
  const header = /^(\w+)(?:\([^)]*\))?(!)?:\s*(.*)$/.exec(title);
  const type = header?.[1]?.toLowerCase() ?? null;
  const description = header ? header[3] : title;
  const breaking = Boolean(header?.[2]) || /^BREAKING[ -]CHANGE:/m.test(commit.body) || /^(?:\[breaking\]|breaking(?: change)?:)/i.test(titleOf(commit));
  let section = type ? (SECTION_OF_TYPE[type] ?? 'changed') : 'changed';
  if (!type || !SECTION_OF_TYPE[type]) {
    if (ADDING.test(description)) section = 'added';
    else if (FIXING.test(description)) section = 'fixed';
  }
  const library = commit.files.filter(isLibrary);
  const counted = commit.files.some((file) => (file.additions ?? 0) + (file.deletions ?? 0) > 0);
  const lines = counted ? library.reduce((sum, file) => sum + (file.additions ?? 0) + (file.deletions ?? 0), 0) : library.length * 10;
  const internal = !breaking && ((type !== null && INTERNAL_TYPES.has(type)) || RELEASE.test(description) || INTERNAL_TITLE.test(description) || (commit.files.length > 0 && library.length === 0));
  const score = WEIGHT[section] + Math.min(3, Math.log10(1 + lines));
  return { breaking, userFacing: !internal, section, lines, score, title };
}

/** The commits of a push that are the most significant (ties within 0.05 of the score all count). */
export function mostSignificant(commits) {
  const judged = commits.map((commit) => ({ commit, ...judgeCommit(commit) }));
  const rank = (one) => [one.breaking ? 1 : 0, one.userFacing ? 1 : 0, one.score];
  const better = (a, b) => {
    const [x, y] = [rank(a), rank(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  };
  const best = judged.reduce((top, one) => (better(one, top) > 0 ? one : top));
  return judged.filter((one) => one.breaking === best.breaking && one.userFacing === best.userFacing && best.score - one.score <= 0.05);
}

// ---- which commit a headline names: the one sharing the most of its words ----

const STOP = new Set('a an the of to in on for and or with from by as at is are be this that it its into plus more other change changes fix fixes new feature features one another'.split(' '));
// The history engine rolls dependency bumps up as `Update dependencies`: the same words for this match.
const SAME = { deps: 'dependencies', dep: 'dependency', bump: 'update', bumps: 'update', bumped: 'update', updates: 'update', updated: 'update' };
const wordsOf = (text) => new Set((text.toLowerCase().match(/[a-z0-9_]+/g) ?? []).map((word) => SAME[word] ?? word).filter((word) => !STOP.has(word) && word.length > 1));

/** The commit of the push whose title shares the largest part of the headline's words (null for none). */
export function namedCommit(headline, commits) {
  const words = wordsOf(headline);
  let best = null;
  let bestShare = 0;
  for (const commit of commits) {
    // A squash titled `Merge commit from fork` carries its title in the body's first line.
    for (const title of [titleOf(commit), commit.body.replace(/^[\s*-]+/, '').split('\n')[0] ?? '']) {
      const own = wordsOf(title);
      if (own.size === 0) continue;
      const shared = [...own].filter((word) => words.has(word)).length;
      const share = shared / Math.min(own.size, Math.max(words.size, 1));
      if (share > bestShare) [best, bestShare] = [commit, share];
    }
  }
  return bestShare >= 0.3 ? best : null;
}

// ---- pushes ----

/** The first-parent commits of `tag` back to (not including) the first-parent history of `previousTag`, oldest first. */
function firstParentWindow(bySha, from, until) {
  const stop = new Set();
  for (let sha = until; sha && bySha.has(sha) && stop.size < 100_000; sha = bySha.get(sha).parents[0]) stop.add(sha);
  const window = [];
  for (let sha = from; sha && bySha.has(sha) && !stop.has(sha) && window.length < 5000; sha = bySha.get(sha).parents[0]) window.push(bySha.get(sha));
  return window.reverse();
}

/** Merges alone; runs of direct commits by one author on one (UTC) day together. */
export function pushesOf(window) {
  const pushes = [];
  for (const commit of window) {
    const last = pushes.at(-1);
    const day = commit.committer_date.slice(0, 10);
    const direct = commit.parents.length < 2;
    if (direct && last?.direct && last.author === commit.author_name && last.day === day) last.commits.push(commit);
    else pushes.push({ direct, author: commit.author_name, day, commits: [commit] });
  }
  return pushes.map((push) => push.commits);
}

/** @returns {import('@chronicle/history').Commit} */
function historyCommit(commit) {
  return {
    sha: commit.sha,
    parents: commit.parents,
    authorName: commit.author_name,
    authorEmail: `someone@${commit.author_email_domain || 'example.invalid'}`,
    authorDate: commit.author_date,
    committerDate: commit.committer_date,
    subject: commit.subject,
    body: commit.body ?? '',
    files: (commit.files ?? []).map((file) => ({ path: file.path, additions: file.additions ?? 0, deletions: file.deletions ?? 0 })),
  };
}

/**
 * Writes and judges the entries of a corpus's pushes.
 * @param {import('./corpora.mjs').Corpus} corpus
 * @param {{ releases?: number, samples?: number, tone?: 'professional' | 'playful' }} [options]
 */
export async function benchPushEntries(corpus, options = {}) {
  const { classifyCommit, clusterCommits } = await import('@chronicle/history');
  const { pushLinkOf, wordSourcesOf, wordsNotFromCommits, writePushEntry } = await import('@chronicle/ai-phases');
  const all = readCommits(corpus);
  const bySha = new Map(all.map((commit) => [commit.sha, commit]));
  const repository = corpus.meta.repo;
  const seen = new Set();
  const pushes = [];
  for (const release of tagWindows(corpus, options.releases ?? RELEASES_PER_CORPUS)) {
    const from = corpus.tags[release.tag]?.commit;
    const until = release.previousTag ? corpus.tags[release.previousTag]?.commit : null;
    if (!from) continue;
    for (const push of pushesOf(firstParentWindow(bySha, from, until))) {
      if (seen.has(push[0].sha)) continue;
      seen.add(push[0].sha);
      pushes.push({ release: release.version, commits: push.map(historyCommit) });
    }
  }

  const results = [];
  for (const push of pushes) {
    const classified = push.commits.map(classifyCommit);
    const items = clusterCommits(classified, 'minimal');
    const before = push.commits[0].parents[0];
    const after = push.commits.at(-1).sha;
    // As the server has them: a push's compare view, else (a history's first push has no parent) the repository.
    const link = pushLinkOf({ compare: before ? `https://github.com/${repository}/compare/${before.slice(0, 12)}...${after.slice(0, 12)}` : null, repository: `https://github.com/${repository}` });
    const entry = await writePushEntry({ repository, items, commits: classified, link, tone: options.tone ?? 'professional' });
    const facts = { repository, commits: classified, items };
    const sources = wordSourcesOf(facts);
    const outside = [...new Set([entry.headline, entry.summary, entry.socialText].flatMap((text) => wordsNotFromCommits(text, facts, sources)))];
    const top = mostSignificant(push.commits);
    // One commit: the entry can only be about it. Several: the commit whose words the headline uses.
    const named = push.commits.length === 1 ? push.commits[0] : namedCommit(entry.headline, push.commits);
    // A push with no user-facing commit may headline any of its commits or its housekeeping.
    const onTop = !top[0].userFacing || (named !== null && top.some((one) => one.commit.sha === named.sha));
    results.push({
      release: push.release,
      commits: push.commits.length,
      items: items.length,
      titles: push.commits.map(titleOf),
      top: top.map((one) => one.title),
      named: named ? titleOf(named) : null,
      onTop,
      outside,
      linked: /\shttps?:\/\/\S+$/.test(entry.socialText),
      entry: { headline: entry.headline, summary: entry.summary, socialText: entry.socialText },
    });
  }
  const count = (test) => results.filter(test).length;
  return {
    corpus: corpus.name,
    repository,
    pushes: results.length,
    multiCommitPushes: count((result) => result.commits > 1),
    headlineOnTop: count((result) => result.onTop),
    multiCommitHeadlineOnTop: count((result) => result.commits > 1 && result.onTop),
    withOutsideWords: count((result) => result.outside.length > 0),
    snippetsWithoutLink: count((result) => !result.linked),
    misses: results.filter((result) => !result.onTop),
    outsideExamples: results.filter((result) => result.outside.length > 0),
    samples: samplesOf(results, options.samples ?? PUSH_ENTRY_SAMPLES),
  };
}

/** Entries worth reading first: pushes with several changelog items, then several commits, then any. */
function samplesOf(results, count) {
  const tiers = [results.filter((result) => result.items > 1), results.filter((result) => result.items === 1 && result.commits > 1), results.filter((result) => result.items <= 1 && result.commits === 1)];
  const picked = [];
  for (const tier of tiers) picked.push(...spread(tier, count - picked.length));
  return picked;
}

/** `count` results spread evenly over the list (deterministic). */
function spread(list, count) {
  if (list.length <= count) return list;
  return Array.from({ length: count }, (_, index) => list[Math.floor((index * list.length) / count)]);
}

const percent = (part, whole) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}%`);

/** The markdown table of `benchPushEntries` results, one row per corpus and a total row. */
export function pushEntryTable(results) {
  const rows = [
    '| Corpus | Pushes (multi-commit) | Headline on the most significant change | … of multi-commit pushes | Entries with words not in the commits or frames | Snippets without a link |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  const total = { pushes: 0, multiCommitPushes: 0, headlineOnTop: 0, multiCommitHeadlineOnTop: 0, withOutsideWords: 0, snippetsWithoutLink: 0 };
  for (const result of results) {
    for (const key of Object.keys(total)) total[key] += result[key];
    rows.push(
      `| ${result.repository} | ${result.pushes} (${result.multiCommitPushes}) | ${percent(result.headlineOnTop, result.pushes)} | ${percent(result.multiCommitHeadlineOnTop, result.multiCommitPushes)} | ${result.withOutsideWords} | ${result.snippetsWithoutLink} |`,
    );
  }
  const met = (ok) => (ok ? '✅' : '❌');
  rows.push(
    `| **all** | ${total.pushes} (${total.multiCommitPushes}) | ${percent(total.headlineOnTop, total.pushes)} ${met(total.headlineOnTop >= PUSH_ENTRY_TARGETS.headlineOnMostSignificant * total.pushes)} | ${percent(total.multiCommitHeadlineOnTop, total.multiCommitPushes)} | ${total.withOutsideWords} ${met(total.withOutsideWords === 0)} | ${total.snippetsWithoutLink} ${met(total.snippetsWithoutLink === 0)} |`,
  );
  return rows.join('\n');
}

/** `count` sample entries across the corpora, for a person to read (markdown). */
export function pushEntrySamples(results, count = PUSH_ENTRY_SAMPLES) {
  const perCorpus = Math.max(1, Math.ceil(count / Math.max(results.length, 1)));
  const picked = results.flatMap((result) => result.samples.slice(0, perCorpus).map((sample) => ({ repository: result.repository, ...sample }))).slice(0, count);
  return picked
    .map((sample, index) =>
      [
        `${index + 1}. **${sample.repository}** ${sample.release}, ${sample.commits} commit${sample.commits === 1 ? '' : 's'}: ${sample.titles.slice(0, 4).map((title) => `“${title}”`).join(', ')}${sample.titles.length > 4 ? ', …' : ''}`,
        `   - Headline: ${sample.entry.headline}`,
        `   - Summary: ${sample.entry.summary}`,
        `   - Social: ${sample.entry.socialText}`,
      ].join('\n'),
    )
    .join('\n');
}

async function main() {
  const { values } = parseArgs({
    options: { corpus: { type: 'string', multiple: true }, 'corpora-dir': { type: 'string' }, samples: { type: 'boolean' }, misses: { type: 'boolean' }, tone: { type: 'string' } },
  });
  const dir = values['corpora-dir'] ?? DEFAULT_CORPORA_DIR;
  const names = listCorpora(dir);
  const chosen = values.corpus ? values.corpus.map((wanted) => resolveCorpusName(wanted, names)) : names;
  const results = [];
  for (const name of chosen) results.push(await benchPushEntries(loadCorpus(name, dir), { tone: values.tone }));
  console.log(pushEntryTable(results));
  if (values.samples) console.log(`\n${pushEntrySamples(results)}`);
  if (values.misses) {
    for (const result of results) {
      for (const miss of result.misses) console.log(`\nMISS ${result.repository} ${miss.release}: ${miss.entry.headline}\n  top: ${miss.top.join(' | ')}\n  named: ${miss.named}\n  all: ${miss.titles.join(' | ')}`);
      for (const bad of result.outsideExamples) console.log(`\nWORDS ${result.repository} [${bad.outside.join(', ')}]\n  ${bad.entry.headline}\n  ${bad.entry.summary}\n  ${bad.entry.socialText}`);
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
