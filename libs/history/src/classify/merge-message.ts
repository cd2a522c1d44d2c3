/** What a merge commit's message says about the change it brought in. */
export type MergeInfo = {
  /** The pull/merge request number, when the host wrote one. */
  number: number | null;
  /** The pull request's title (the body's first line), or one derived from the branch name. */
  title: string | null;
  /** The merged branch, when named. */
  branch: string | null;
  /** A merge that only synchronises branches (`Merge branch 'main' into …`, `Merge commit '…'`). */
  sync: boolean;
  /** GitHub's merge of a private security fork (`Merge commit from fork`, `Merge pull request from GHSA-…`). */
  security: boolean;
};

const GITHUB_PR = /^Merged? pull request #(\d+) from (\S+)/i;
const GITHUB_ADVISORY = /^Merge (?:pull request from (GHSA-[\w-]+)|commit from fork)\b/i;
const GITLAB_MR = /^See merge request (?:\S+)?!(\d+)\s*$/m;
const BITBUCKET = /^Merged in (\S+) \(pull request #(\d+)\)/i;
const AZURE = /^Merged PR (\d+): (.+)$/i;
const MERGE_BRANCH = /^Merge (?:remote-tracking |remote )?branch(?:es)? '([^']+)'(?: of \S+)?(?: into '?([^'\s]+)'?)?/i;
const MERGE_OTHER = /^Merge (?:commit|tag) '|^Merge (?:branch|remote-tracking branch) /i;
const LONG_LIVED = /^(?:(?:origin|upstream)\/)?(?:main|master|develop|development|dev|trunk|stable|next|release|staging|gh-pages|HEAD)$|^\d+[-.]\d+[-.]stable$|^(?:release|releases)\/|stable$/i;
// A branch where a project prepares its next release line (`next`, `develop`, `v4`, `v2-exp`, `3.x`, `release/2.0`); not `main` or `master`, a fork's default branch.
const DEVELOPMENT_LINE = /^(?:next|develop|development|canary|nightly|unstable|staging|next[-_.]?(?:major|release|version)|(?:v\d+(?:\.\d+)?(?:\.x)?|\d+\.(?:\d+|x)(?:\.x)?)(?:[-_.](?:x|exp|experimental|dev|develop|devel|next|beta|alpha|rc|wip|branch|release|preview))?|\d+[-.]\d+[-.]stable|releases?\/.+|release[-_]v?\d[\w.-]*)$/i;

/**
 * Reads merge messages written by hosts and by git: GitHub (`Merge pull request #12 from o/b` +
 * the title as the body's first line), GitLab (`Merge branch 'b' into 'main'` + title + `See merge
 * request g/p!12`), Bitbucket (`Merged in b (pull request #12)`), Azure DevOps (`Merged PR 12: title`),
 * GitHub security advisories, and git's own `Merge branch 'b'`. Returns null when the subject is
 * not a merge message.
 */
export function parseMergeMessage(subject: string, body: string): MergeInfo | null {
  const firstLine = firstMeaningfulLine(body);
  const advisory = GITHUB_ADVISORY.exec(subject);
  if (advisory) {
    const title = advisoryTitle(body) ?? (advisory[1] ? `Fix security advisory ${advisory[1]}` : 'Fix a security issue');
    return { number: null, title, branch: null, sync: false, security: true };
  }
  const github = GITHUB_PR.exec(subject);
  if (github) {
    const branch = github[2]!;
    return { number: Number(github[1]), title: developmentLine(branch.replace(/^[^/]+\//, '')) ? null : (firstLine ?? titleFromBranch(branch)), branch, sync: false, security: false };
  }
  const bitbucket = BITBUCKET.exec(subject);
  if (bitbucket) return { number: Number(bitbucket[2]), title: developmentLine(bitbucket[1]!) ? null : (firstLine ?? titleFromBranch(bitbucket[1]!)), branch: bitbucket[1]!, sync: false, security: false };
  const azure = AZURE.exec(subject);
  if (azure) return { number: Number(azure[1]), title: azure[2]!.trim(), branch: null, sync: false, security: false };
  const branchMerge = MERGE_BRANCH.exec(subject);
  const gitlab = GITLAB_MR.exec(body);
  if (branchMerge) {
    const branch = branchMerge[1]!;
    if (gitlab) {
      const title = developmentLine(branch) ? null : firstLine && !GITLAB_MR.test(firstLine) ? firstLine : titleFromBranch(branch);
      return { number: Number(gitlab[1]), title, branch, sync: false, security: false };
    }
    const sync = LONG_LIVED.test(branch);
    return { number: null, title: sync ? null : titleFromBranch(branch), branch, sync, security: false };
  }
  if (MERGE_OTHER.test(subject) || /^Merge\b/i.test(subject)) return { number: null, title: null, branch: null, sync: true, security: false };
  return null;
}

/**
 * A pull request from a development line (`next`, `develop`, `v4`, `v2-exp`, `3.x`,
 * `release/2.0`) brings in a whole release's worth of changes; its title (`Next`, `v4`, `Bubble Tea
 * v2`) names the line, not the changes. It is read as a merge without a title, so its branch's
 * commits speak for it (see `generateChangelog`).
 */
export function developmentLine(branch: string): boolean {
  return DEVELOPMENT_LINE.test(branch);
}

/** `owner/fix-table-padding` → `fix table padding`; branch names made of a ticket id or one word give null. */
export function titleFromBranch(branch: string): string | null {
  const name = branch.replace(/^[^/]+\/(?=[^/]*$)/, '').replace(/^(?:feature|feat|fix|bugfix|hotfix|chore|patch|topic|pr)[-/_]/i, (prefix) => prefix.replace(/[-/_]$/, ' '));
  const words = name
    .split(/[-_/.\s]+/)
    .filter((word) => word && !/^\d+$/.test(word) && !/^[A-Z]+-\d+$/.test(word));
  if (words.length < 2) return null;
  return words.join(' ');
}

/**
 * A security fork's merge body lists its squashed commits (`* fix(authn): require …`); the first
 * that fixes something speaks for it, else the first that is not about tests or review.
 */
function advisoryTitle(body: string): string | null {
  const bullets = body
    .split('\n')
    .map((line) => /^\s*[*-]\s+(.+)$/.exec(line)?.[1]?.trim())
    .filter((line): line is string => Boolean(line));
  const fix = bullets.find((line) => /^fix(?:\([^)]*\))?!?:\s*\S/i.test(line) || /^(?:fix|prevent|avoid|guard|validate|enforce|reject|sanitize|escape|require)\b/i.test(line));
  if (fix) return fix;
  const other = bullets.find((line) => !/\b(?:tests?|review|lint|typo|changelog|comments?|implement fix|wip)\b/i.test(line));
  return other ?? null;
}

function firstMeaningfulLine(body: string): string | null {
  for (const line of body.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    if (/^(?:Signed-off-by|Co-authored-by|Reviewed-by|Approved-by|Change-Id):/i.test(trimmed)) continue;
    return trimmed;
  }
  return null;
}
