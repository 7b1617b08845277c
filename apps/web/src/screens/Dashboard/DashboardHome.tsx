import type { User } from '@altalena/contracts';
import { Card, EmptyState, PageHeader } from '@altalena/ui';
import { useIntl } from 'react-intl';
import * as css from './Dashboard.css';
import { displayName } from './DashboardFrame';

/** Props of {@link DashboardHome}. */
export interface DashboardHomeProps {
  /** Which dashboard: `/dashboard/admin` or `/dashboard/customer` (§2). */
  variant: 'admin' | 'customer';
  /** The logged-in user. */
  user: User;
}

/**
 * A dashboard: a greeting, the user's own account details, and a friendly empty state where the
 * inspections, findings and quotes will appear once those sections exist.
 */
export function DashboardHome({ variant, user }: DashboardHomeProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: `web.dashboard.${variant}.title` });
  const name = `${user.first_name} ${user.last_name}`.trim();
  const rows: Array<[string, string]> = [
    [
      intl.formatMessage({ id: 'web.dashboard.profile.name' }),
      name || intl.formatMessage({ id: 'web.dashboard.profile.noName' }),
    ],
    [intl.formatMessage({ id: 'web.dashboard.profile.username' }), user.username],
    [intl.formatMessage({ id: 'web.dashboard.profile.email' }), user.email],
    [
      intl.formatMessage({ id: 'web.dashboard.profile.role' }),
      intl.formatMessage({
        id: user.is_admin ? 'web.dashboard.role.admin' : 'web.dashboard.role.customer',
      }),
    ],
    [
      intl.formatMessage({ id: 'web.dashboard.profile.language' }),
      intl.formatMessage({ id: `ui.language.${user.language}` }),
    ],
    [
      intl.formatMessage({ id: 'web.dashboard.profile.lastLogin' }),
      user.last_login_at
        ? intl.formatDate(user.last_login_at, { dateStyle: 'long', timeStyle: 'short' })
        : intl.formatMessage({ id: 'web.dashboard.profile.lastLogin.never' }),
    ],
  ];
  return (
    <div className={css.page}>
      <title>{intl.formatMessage({ id: 'web.meta.titleWithPage' }, { page: title })}</title>
      <PageHeader
        title={intl.formatMessage({ id: 'web.dashboard.greeting' }, { name: displayName(user) })}
        description={intl.formatMessage(
          { id: 'web.dashboard.description' },
          { title, lead: intl.formatMessage({ id: `web.dashboard.${variant}.lead` }) },
        )}
      />
      <div className={css.grid}>
        <Card title={intl.formatMessage({ id: 'web.dashboard.profile.title' })}>
          <dl className={css.details}>
            {rows.map(([term, value]) => (
              <div key={term} className={css.row}>
                <dt className={css.term}>{term}</dt>
                <dd className={css.value}>{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <EmptyState
          title={intl.formatMessage({ id: 'web.dashboard.empty.title' })}
          description={intl.formatMessage({ id: `web.dashboard.${variant}.empty.description` })}
        />
      </div>
    </div>
  );
}
