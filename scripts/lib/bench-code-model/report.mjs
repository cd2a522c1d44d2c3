// The bench's output: per repository one line per threshold (PASS, FAIL, or NOT BUILT when the
// snapshot does not fill the fact yet), the first misses so engineers can act on them, a summary,
// and the block of docs/benchmarks/code-model.md (figures only, no misses).

export const TARGETS = { recall: 0.95, nonLibraryApi: 0, memoryMb: 1024 };

/**
 * @typedef {{ name: string, label: string, files?: number, expected?: import('./public-members.mjs').ExpectedApi,
 *   recall?: import('./recall.mjs').RecallResult, nonLibrary?: ReturnType<typeof import('./non-library.mjs').nonLibraryNames>,
 *   edges?: ReturnType<typeof import('./manifest-edges.mjs').compareEdges> & { list: import('./manifest-edges.mjs').ManifestEdge[] },
 *   runs?: import('./run-snapshot.mjs').SnapshotRuns, error?: string }} RepoResult
 */

const percent = (value) => (value === null || value === undefined ? '–' : `${(value * 100).toFixed(1)}%`);
const seconds = (value) => (value === null || value === undefined ? '–' : `${value.toFixed(1)} s`);
const megabytes = (value) => (value === null || value === undefined ? '–' : `${Math.round(value)} MB`);

/** Each threshold of one repository: { key, label, status: 'pass' | 'fail' | 'not built' | 'n/a', detail }. */
export function verdicts(repo) {
  if (repo.error) return [{ key: 'snapshot', label: 'snapshot', status: 'fail', detail: repo.error }];
  const out = [];
  const { recall, nonLibrary, edges, runs } = repo;
  const byLanguage = Object.entries(recall.byLanguage).map(([language, tally]) => `${language} ${percent(tally.found / tally.expected)} (${tally.found}/${tally.expected})`).join(', ');
  out.push({
    key: 'recall',
    label: `recall of public members ≥ ${percent(TARGETS.recall)}`,
    status: recall.recall === null ? 'n/a' : recall.recall >= TARGETS.recall ? 'pass' : 'fail',
    detail: recall.recall === null ? 'no public names in library files' : `${percent(recall.recall)} (${recall.found}/${recall.expected}${byLanguage.includes(',') ? `: ${byLanguage}` : ''})`,
  });
  out.push({
    key: 'api from tests',
    label: 'public API from tests/examples = 0',
    status: !nonLibrary.apiBuilt ? 'not built' : nonLibrary.api === 0 ? 'pass' : 'fail',
    detail: `${nonLibrary.apiBuilt ? `${nonLibrary.api} api entries` : 'api: [] (not built)'}; ${nonLibrary.exportedSymbols} exported symbols in ${nonLibrary.filesWithSymbols} such files, ${nonLibrary.roleSource} of them with role "source"`,
  });
  out.push({
    key: 'edges',
    label: 'component edges = manifests',
    status: !edges.built ? 'not built' : edges.equal ? 'pass' : 'fail',
    detail: `manifests ${edges.expected}, snapshot ${edges.built ? edges.found : '– (components: [])'}${edges.missing.length ? `; missing ${edges.missing.join(', ')}` : ''}${edges.extra.length ? `; extra ${edges.extra.join(', ')}` : ''}`,
  });
  out.push({
    key: 'memory',
    label: `peak memory ≤ ${TARGETS.memoryMb / 1024} GB`,
    status: runs.cold.peakRssMb === null ? 'n/a' : runs.cold.peakRssMb <= TARGETS.memoryMb ? 'pass' : 'fail',
    detail: `${megabytes(runs.cold.peakRssMb)} peak RSS, ${seconds(runs.cold.seconds)} wall, ${seconds(runs.cold.cpuSeconds)} CPU (cold)`,
  });
  if (runs.warm) {
    out.push({
      key: 'cache',
      label: 'second run reuses the cache',
      status: runs.cacheReused ? 'pass' : 'fail',
      detail: `${seconds(runs.warm.seconds)} wall, ${seconds(runs.warm.cpuSeconds)} CPU, ${megabytes(runs.warm.peakRssMb)}; ${runs.cacheReused ? 'no cache file written' : 'the cache was written again'}`,
    });
  }
  return out;
}

/**
 * @param {{ header: string, repos: RepoResult[], misses: number }} input
 */
export function renderReport({ header, repos, misses }) {
  const lines = [`# bench:code-model`, '', header, ''];
  for (const repo of repos) {
    lines.push(`## ${repo.label}${repo.files ? ` — ${repo.files.toLocaleString('en-US')} files in the snapshot` : ''}`, '');
    for (const verdict of verdicts(repo)) lines.push(`- ${verdict.status.toUpperCase().padEnd(9)} ${verdict.label}: ${verdict.detail}`);
    if (repo.recall) {
      const kinds = Object.entries(repo.recall.byKind).map(([kind, tally]) => `${kind} ${tally.found}/${tally.expected}`).join(', ');
      if (kinds) lines.push(`- by kind: ${kinds}`);
      const notChecked = Object.entries(repo.expected.notChecked).map(([language, count]) => `${language} (${count})`).join(', ');
      lines.push(`- library files read: ${repo.expected.libraryFiles}${notChecked ? `; languages not checked: ${notChecked}` : ''}${repo.expected.errors.length ? `; unreadable: ${repo.expected.errors.slice(0, 3).join('; ')}` : ''}`);
      if (repo.recall.misses.length) {
        const counts = {};
        for (const miss of repo.recall.misses) counts[miss.why] = (counts[miss.why] ?? 0) + 1;
        lines.push(`- misses: ${Object.entries(counts).map(([why, count]) => `${count} ${why}`).join(', ')}; the first ${Math.min(misses, repo.recall.misses.length)}:`);
        for (const miss of repo.recall.misses.slice(0, misses)) {
          lines.push(`    ${miss.name.path}:${miss.name.line}  ${miss.name.qualifiedName}${miss.name.alternates?.length ? ` (or ${miss.name.alternates.join(', ')})` : ''}  [${miss.name.kind}] — ${miss.why}`);
        }
      }
      if (repo.nonLibrary.apiSamples.length) lines.push(`- api entries from tests/examples, e.g. ${repo.nonLibrary.apiSamples.join(', ')}`);
      if (repo.nonLibrary.roleSourceSamples.length) lines.push(`- files the path rule sets apart with role "source", e.g. ${repo.nonLibrary.roleSourceSamples.join(', ')}`);
      if (repo.edges.list.length) lines.push(`- manifest edges: ${repo.edges.list.map((edge) => `${edge.from || '.'} → ${edge.to || '.'} (${edge.manifest}: ${edge.via})`).join('; ')}`);
    }
    lines.push('');
  }
  lines.push('## Summary', '');
  const tally = { pass: 0, fail: 0, 'not built': 0, 'n/a': 0 };
  for (const repo of repos) {
    const statuses = verdicts(repo);
    for (const verdict of statuses) tally[verdict.status]++;
    lines.push(`- ${repo.label}: ${statuses.map((verdict) => `${verdict.key} ${verdict.status}`).join(', ')}`);
  }
  lines.push('', `${tally.pass} passed, ${tally.fail} failed, ${tally['not built']} not built (the snapshot leaves the fact empty)${tally['n/a'] ? `, ${tally['n/a']} not applicable` : ''}.`, '');
  return `${lines.join('\n')}\n`;
}

/** The block of docs/benchmarks/code-model.md: one row per repository, figures only. */
export function renderPageBlock({ header, repos }) {
  const mark = (status) => ({ pass: '✅', fail: '❌', 'not built': 'not built', 'n/a': '–' })[status];
  const rows = repos.map((repo) => {
    if (repo.error) return `| ${repo.label} | ${repo.error.replace(/\|/g, '\\|').slice(0, 120)} | | | | | |`;
    const [recall, nonLibrary, edges, memory, cache] = verdicts(repo);
    const { runs } = repo;
    return `| ${repo.label} | ${(repo.files ?? 0).toLocaleString('en-US')} | ${percent(repo.recall.recall)} (${repo.recall.found}/${repo.recall.expected}) ${mark(recall.status)} | ` +
      `${repo.nonLibrary.apiBuilt ? repo.nonLibrary.api : '–'} ${mark(nonLibrary.status)} | ${repo.edges.expected} / ${repo.edges.built ? repo.edges.found : '–'} ${mark(edges.status)} | ` +
      `${seconds(runs.cold.seconds)}, ${megabytes(runs.cold.peakRssMb)} ${mark(memory.status)} | ${cache ? `${seconds(runs.warm.seconds)}, ${seconds(runs.warm.cpuSeconds)} CPU ${mark(cache.status)}` : '–'} |`;
  });
  return [
    header,
    '',
    `| repository | files | recall of public members (≥ ${percent(TARGETS.recall)}) | API entries from tests/examples (0) | manifest edges: manifests / snapshot (equal) | cold snapshot: wall, peak RSS (≤ 1 GB) | second run: wall, CPU (cache reused) |`,
    '|---|---:|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
