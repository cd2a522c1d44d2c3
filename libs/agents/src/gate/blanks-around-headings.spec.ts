import { lint } from 'markdownlint/sync';
import { blanksAroundHeadings, BLANKS_AROUND_HEADINGS_RULE } from './blanks-around-headings.js';

const SAMPLES = [
  '# Title\nText right below\n## Next\n\ntext\n',
  'Text\n# Heading glued above\n\ntext\n',
  '# Title\n\n> ## Quoted heading\n> text under it\n\n- item\n\n  ### In a list\n  more\n',
  'Setext heading\n==============\nparagraph\n\nSecond\n------\n\ntext\n',
  '<div>\n\n# Inside HTML\ntext\n\n</div>\n\n# After\ntext\n',
  '# A\n<!-- comment -->\n## B\n\n>\n## C\n',
  '#### Deep\n```\n# not a heading\n```\n\n## End\n',
];

function findings(markdown: string, ours: boolean) {
  const result = lint({
    strings: { doc: markdown },
    config: ours ? { default: false, [BLANKS_AROUND_HEADINGS_RULE]: true } : { default: false, MD022: true },
    customRules: ours ? [blanksAroundHeadings] : [],
  }).doc!;
  return result.map(({ lineNumber, errorDetail, errorContext, ruleDescription }) => ({ lineNumber, errorDetail, errorContext, ruleDescription }));
}

describe('blanksAroundHeadings', () => {
  it.each(SAMPLES.map((sample, index) => [index, sample]))('finds what MD022 finds (sample %i)', (_index, sample) => {
    const expected = findings(sample as string, false);
    expect(findings(sample as string, true)).toEqual(expected);
  });

  it('finds something in the samples, so the comparison means something', () => {
    expect(SAMPLES.flatMap((sample) => findings(sample, false)).length).toBeGreaterThan(6);
  });
});
