import { Empty } from '@chronicle/antd-kit';
import { TIER_NAMES } from '@chronicle/contracts';
import { SecondaryParagraph } from '@chronicle/ui';
import { useUsers } from '../../api/get-users';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { SectionCard } from '../../components/section-card';
import { USERS_TEXTS } from '../../texts';
import { UserRow } from './user-row';
import styles from './users.module.css';

/**
 * Users and Plans (beyond the spec, which has tiers but nothing that sets one): the operator of a
 * self-hosted Chronicle decides each user's plan. The server enforces it; this only sets it.
 */
export function UsersSection() {
  const users = useUsers();
  return (
    <SectionCard title={USERS_TEXTS.title}>
      {users.isPending ? (
        <Loading />
      ) : users.isError ? (
        <LoadError what={USERS_TEXTS.loadFailed} error={users.error} onRetry={() => void users.refetch()} retrying={users.isFetching} />
      ) : (
        <>
          <SecondaryParagraph className={styles.intro}>{USERS_TEXTS.intro(TIER_NAMES[users.data.defaultPlan])}</SecondaryParagraph>
          {users.data.users.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={USERS_TEXTS.none} />
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{USERS_TEXTS.user}</th>
                  <th scope="col">{USERS_TEXTS.repository}</th>
                  <th scope="col">{USERS_TEXTS.plan}</th>
                </tr>
              </thead>
              <tbody>
                {users.data.users.map((user) => (
                  <UserRow key={user.id} user={user} />
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </SectionCard>
  );
}
