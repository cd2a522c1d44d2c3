import type { ClassifiedCommit } from '../model.js';

// An upgrade or migration guide: `UPGRADE_GUIDE_V2.md`, `MIGRATION.md`, `docs/migrating-to-v3.md`, `docs/migration/v4.md`, `upgrade-guide.rst`.
const GUIDE_FILE = /(?:^|\/)(?:[\w.-]*[-_])?(?:upgrad(?:e|ing)|migrat(?:e|ion|ions|ing))(?:[-_.][\w.-]*)?\.(?:md|markdown|mdx|rst|adoc)$/i;
// A guide in a documentation folder of guides: `docs/migration/v4.md`, `website/docs/upgrading/to-v3.mdx`.
const GUIDE_FOLDER = /(?:^|\/)(?:docs?|documentation|guides?|website|site)\/(?:[^/]+\/)*(?:upgrad(?:e|es|ing)|migrat(?:e|ion|ions|ing))(?:[-_][\w-]*)?\/[^/]+\.(?:md|markdown|mdx|rst|adoc)$/i;
// What both guide patterns need somewhere in the path: a cheap test run first, since every path of every commit is asked.
const MAY_BE_GUIDE = /upgrad|migrat/i;
/** Headings of a guide that name no change. */
const GENERIC_HEADING = /^(?:(?:migration |upgrade )?checklist|table of contents|contents|toc|overview|introduction|intro|summary|tl;?dr|feedback|questions|help|getting help|need help\??|quick reference|reference|complete before (?:&|and) after|before (?:&|and) after|examples?|faq|notes?|see also|conclusion|thanks|acknowledg(?:e)?ments)$/i;
/** Headings a guide item names at most. */
export const GUIDE_HEADINGS = 8;
/** Guides read at most (the newest), each with one `git cat-file`. */
export const MAX_GUIDES = 10;

/** Whether a path is an upgrade or migration guide (not a changelog, not a database migration). */
export function isUpgradeGuide(path: string): boolean {
  if (!MAY_BE_GUIDE.test(path)) return false;
  if (/(?:^|\/)(?:db|database|sql|alembic|prisma)\//i.test(path)) return false;
  return GUIDE_FILE.test(path) || GUIDE_FOLDER.test(path);
}

/**
 * The commits that add an upgrade guide — each guide's oldest commit in the history (its addition,
 * unless the history was cut short) — newest first, at most {@link MAX_GUIDES}, with its path.
 */
export function guideAdditions(classified: ClassifiedCommit[]): Array<{ at: number; path: string }> {
  const seen = new Set<string>();
  const found: Array<{ at: number; path: string }> = [];
  for (let at = classified.length - 1; at >= 0; at -= 1) {
    for (const file of classified[at]!.commit.files) {
      if (seen.has(file.path) || !isUpgradeGuide(file.path) || file.status === 'D') continue;
      seen.add(file.path);
      found.push({ at, path: file.path });
    }
  }
  return found.reverse().slice(0, MAX_GUIDES);
}

/**
 * The changes a guide names: its level-2 headings (level 1 when it has none; Markdown `#`, or
 * reStructuredText/AsciiDoc underlined and `==` titles), outside code fences, generic ones
 * (`Migration Checklist`, `Feedback`) left out.
 */
export function guideHeadings(text: string): string[] {
  const lines = text.split('\n');
  const byLevel = new Map<number, string[]>();
  let fence = false;
  lines.forEach((line, index) => {
    if (/^\s*(?:```|~~~)/.test(line)) fence = !fence;
    if (fence) return;
    const atx = /^(#{1,3})\s+(.+?)\s*#*\s*$/.exec(line);
    const underline = /^(=+|-+)\s*$/.exec(lines[index + 1] ?? '');
    const level = atx ? atx[1]!.length : underline && line.trim() && !/^[-=*\s]+$/.test(line) && !/^\s*[-*+]\s/.test(line) ? (underline[1]!.startsWith('=') ? 1 : 2) : 0;
    if (level === 0) return;
    const heading = (atx ? atx[2]! : line).trim();
    byLevel.set(level, [...(byLevel.get(level) ?? []), heading]);
  });
  const headings = byLevel.get(2) ?? byLevel.get(1) ?? [];
  return headings.filter((heading) => !GENERIC_HEADING.test(heading.replace(/[`*_:]+/g, '').trim()));
}

/**
 * The commit adding an upgrade guide, as the breaking change of its release a reader looks for:
 * `**Breaking:** Upgrade guide `UPGRADE_GUIDE_V2.md`: Import Paths; Declarative Views; …`, filed
 * under Added (so it opens the release), with the commit's references. Without headings naming
 * changes, the commit stays as it was (a docs commit is noise).
 */
export function guideItem(classified: ClassifiedCommit, path: string, text: string): ClassifiedCommit {
  const headings = guideHeadings(text);
  if (headings.length === 0) return classified;
  const listed = headings.slice(0, GUIDE_HEADINGS).join('; ');
  const more = headings.length > GUIDE_HEADINGS ? `; and ${headings.length - GUIDE_HEADINGS} more` : '';
  return { ...classified, type: null, scope: null, breaking: true, section: 'Added', noise: null, description: `Upgrade guide \`${path}\`: ${listed}${more}` };
}
