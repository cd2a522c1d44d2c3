// Small Markdown helpers the report and the README block share.

/** A code span that survives backticks in its text, with pipes escaped for a table cell. */
export function code(text) {
  const value = String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const longest = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${value}${pad}${fence}`;
}

export function cell(text) {
  return String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

export function table(head, rows) {
  return [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

export function round(value, digits) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function fmt(value, digits) {
  return typeof value === 'number' && Number.isFinite(value) ? String(round(value, digits)) : '—';
}

export function ratio(check) {
  return `${check.found}/${check.total}`;
}

export function percent(check) {
  return check.total ? `${round((100 * check.found) / check.total, 1)}%` : '—';
}

/** Seconds as the bench prints them: one decimal from 1 s up, two below. */
export function seconds(value) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '—';
  return value >= 1 ? `${value.toFixed(1)} s` : `${value.toFixed(2)} s`;
}

/** A run's time, or a dash. */
export function time(run) {
  return run ? seconds(run.seconds) : '—';
}

/** A run's peak resident set: GNU time's figure, else the polled process tree's. */
export function memory(run) {
  if (!run) return '—';
  return run.maxRssMb === null || run.maxRssMb === undefined ? `${Math.round(run.treeRssMb)} MB` : `${Math.round(run.maxRssMb)} MB`;
}

export function listOf(items, max = 10) {
  return items.length > max ? `${items.slice(0, max).join(', ')}, … ${items.length - max} more` : items.join(', ');
}

const FIRST_MISSES = 5;

export function misses(items, count = items.length) {
  if (!count) return '';
  return `${items.slice(0, FIRST_MISSES).join('; ')}${count > FIRST_MISSES ? `; … ${count - FIRST_MISSES} more` : ''}`;
}

/** `1,234` */
export function count(value) {
  return typeof value === 'number' ? value.toLocaleString('en-US') : '—';
}
