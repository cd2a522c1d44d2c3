import { CheckOutlined } from '@ant-design/icons';
import { Button, Tag, theme, Typography } from '@chronicle/antd-kit';
import { useNavigate } from 'react-router-dom';
import { SecondaryParagraph, SecondaryText, useToasts } from '@chronicle/ui';
import { planChosenNote, type PricingPlan } from './pricing-plans';
import styles from './pricing-page.module.css';

type PlanCardProps = { plan: PricingPlan; highlighted: boolean };

export function PlanCard({ plan, highlighted }: PlanCardProps) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const toasts = useToasts();
  // Spec §2: every plan button goes to the home page; the note says why, so the move is not silent.
  const choose = () => {
    navigate('/');
    toasts.info(planChosenNote(plan));
  };

  return (
    <article
      className={styles.plan}
      aria-labelledby={`plan-${plan.tier}`}
      style={{
        background: token.colorBgContainer,
        borderColor: highlighted ? token.colorPrimary : token.colorBorderSecondary,
        borderWidth: highlighted ? 2 : 1,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <div className={styles.planHeader}>
        <Typography.Title level={2} id={`plan-${plan.tier}`} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
          {plan.name}
        </Typography.Title>
        {highlighted && <Tag>Most complete</Tag>}
      </div>
      <SecondaryParagraph style={{ margin: 0 }}>
        {plan.tagline}
      </SecondaryParagraph>
      <p className={styles.price} style={{ margin: 0 }}>
        <span className={styles.amount}>{plan.price}</span>
        <SecondaryText>per user per month</SecondaryText>
      </p>
      <Button type={highlighted ? 'primary' : 'default'} size="large" block onClick={choose}>
        {plan.cta}
      </Button>
      {plan.includes && <Typography.Text strong>{plan.includes}</Typography.Text>}
      <ul className={styles.features}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <CheckOutlined aria-hidden style={{ color: token.colorSuccess }} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
