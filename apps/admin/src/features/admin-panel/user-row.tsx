import { useState } from 'react';
import { Avatar, Button, Tag, theme } from '@chronicle/antd-kit';
import { SUBSCRIPTION_TIERS, TIER_NAMES, type AdminUser, type SubscriptionTier } from '@chronicle/contracts';
import { SecondaryText } from '@chronicle/ui';
import { useSetUserPlan } from '../../api/set-user-plan';
import { NativeSelect } from '../../components/native-field';
import { USERS_TEXTS } from '../../texts';
import styles from './users.module.css';

const PLAN_OPTIONS = SUBSCRIPTION_TIERS.map((tier) => ({ value: tier, label: TIER_NAMES[tier] }));

/**
 * One user: who they are, their role and repository, and their plan with a button that changes
 * it — a select alone would change a plan on a stray arrow key.
 */
export function UserRow({ user }: { user: AdminUser }) {
  const { token } = theme.useToken();
  const [plan, setPlan] = useState<SubscriptionTier>(user.subscription_tier);
  const change = useSetUserPlan();
  const display = user.name ?? user.username;

  return (
    <tr style={{ borderTop: `${token.lineWidth}px solid ${token.colorBorderSecondary}` }}>
      <th scope="row">
        <div className={styles.person}>
          <Avatar size="small" src={user.avatarUrl ?? undefined} alt="">
            {display.charAt(0).toUpperCase()}
          </Avatar>
          <span>
            {display} <SecondaryText>@{user.username}</SecondaryText>
          </span>
          {user.role === 'admin' && <Tag>{USERS_TEXTS.admin}</Tag>}
        </div>
      </th>
      <td>{user.connectedRepository ?? <SecondaryText>{USERS_TEXTS.noRepository}</SecondaryText>}</td>
      <td>
        <div className={styles.planCell}>
          <NativeSelect aria-label={USERS_TEXTS.planLabel(user.username)} options={PLAN_OPTIONS} value={plan} onChange={(value) => setPlan(value as SubscriptionTier)} disabled={change.isPending} />
          <Button onClick={() => change.mutate({ id: user.id, plan })} disabled={plan === user.subscription_tier} loading={change.isPending}>
            {change.isPending ? USERS_TEXTS.saving : USERS_TEXTS.save}
          </Button>
          <SecondaryText>{user.planChosenAt ? USERS_TEXTS.chosen : USERS_TEXTS.followsDefault}</SecondaryText>
        </div>
      </td>
    </tr>
  );
}
