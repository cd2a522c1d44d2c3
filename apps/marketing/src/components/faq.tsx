import { Collapse, Typography } from '@chronicle/antd-kit';
import type { CollapseProps } from '@chronicle/antd-kit';
import page from './page.module.css';

type Question = { key: string; question: string; answer: string };

// Answers state only what the product commits to (spec §1).
const QUESTIONS: readonly Question[] = [
  {
    key: 'payments',
    question: 'How are payments handled?',
    answer: 'Payments go through a card payment provider. You are billed per user per month for the plan you choose.',
  },
  {
    key: 'plan-changes',
    question: 'What happens when I change plans?',
    answer: 'Plan changes are prorated: upgrading or downgrading mid-month only charges for the time spent on each plan.',
  },
  {
    key: 'discounts',
    question: 'Do you offer discounts?',
    answer: 'No. Prices are the same for everyone; instead, changelogs are free forever and open-source projects get Pro free.',
  },
  {
    key: 'free-changelogs',
    question: 'Are changelogs really free?',
    answer: 'Yes. Changelogs are free forever, including the AI-written headline, summary and social snippet for every push to main.',
  },
  {
    key: 'open-source',
    question: 'Is Chronicle free for open-source projects?',
    answer: 'Yes. Open-source projects get all Pro features free.',
  },
];

/** The product's frequently asked questions: on the pricing page and in the help center. */
export function Faq() {
  const items: CollapseProps['items'] = QUESTIONS.map((item) => ({
    key: item.key,
    label: item.question,
    children: <Typography.Paragraph style={{ margin: 0 }}>{item.answer}</Typography.Paragraph>,
  }));

  return (
    <section className={`${page.section} ${page.readable}`}>
      <Typography.Title level={2} className={page.noMargin}>
        Frequently asked questions
      </Typography.Title>
      <Collapse items={items} />
    </section>
  );
}
