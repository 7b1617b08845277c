import { resourceQueries, type VersionedItem } from '@altalena/api-client';
import type { AnyMessageId } from '@altalena/i18n';
import { Alert, Breadcrumbs, Button, Icon, Inline, PageHeader, Skeleton } from '@altalena/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { data, useNavigate } from 'react-router-dom';
import { DeleteAction, type ArchiveOption } from '../DeleteAction';
import { errorKeyOf, errorMessage } from '../errorMessage';
import type { AnyResource } from '../types';
import { useDocumentTitle } from '../useDocumentTitle';
import * as styles from './ResourceDetailPage.css';

/** Props of {@link ResourceDetailPage}. */
export interface ResourceDetailPageProps<T extends VersionedItem> {
  resource: AnyResource<T>;
  id: number;
  /** The list this record belongs to, for the breadcrumbs and after a delete. */
  list: { href: string; title: AnyMessageId };
  /** The record's name: heading, document title and last breadcrumb. */
  titleOf: (item: T) => string;
  /** A line under the heading (e.g. a status badge). */
  descriptionOf?: (item: T) => ReactNode;
  /** Where the edit action goes; none without it, or when it gives undefined for the record. */
  editHref?: (item: T) => string | undefined;
  /** Offer a delete (behind a confirmation), to everyone or for some records. */
  canDelete?: boolean | ((item: T) => boolean);
  /** Archiving offered when the delete is refused. */
  archive?: ArchiveOption<T>;
  /** More actions in the header. */
  actions?: (item: T) => ReactNode;
  /** The body: sections of fields and related lists. */
  children: (item: T) => ReactNode;
}

/**
 * The detail screen of a record (docs/web.md#routes-and-access): heading, breadcrumbs and document title from
 * the record, edit, and delete behind a confirmation (a refusal explains why and offers to archive instead).
 */
export function ResourceDetailPage<T extends VersionedItem>({
  resource,
  id,
  list,
  titleOf,
  descriptionOf,
  editHref,
  canDelete = true,
  archive,
  actions,
  children,
}: ResourceDetailPageProps<T>) {
  const intl = useIntl();
  const navigate = useNavigate();
  const item = useQuery(resourceQueries(resource).detail(id));
  const listTitle = intl.formatMessage({ id: list.title });
  const title = item.data ? titleOf(item.data) : undefined;
  useDocumentTitle(title ?? listTitle);

  if (item.isError && errorKeyOf(item.error) === 'not_found') throw data(null, { status: 404 });
  const current = item.data;
  const editTo = current && editHref?.(current);
  const deletable =
    current !== undefined && (typeof canDelete === 'function' ? canDelete(current) : canDelete);

  return (
    <div className={styles.page}>
      <PageHeader
        title={
          title ?? (
            <>
              {/* While loading, the heading still names the screen for screen readers. */}
              <span className={styles.loadingTitle}>{listTitle}</span>
              <Skeleton width="16rem" />
            </>
          )
        }
        description={current && descriptionOf ? descriptionOf(current) : undefined}
        breadcrumbs={
          <Breadcrumbs
            items={[
              { id: 'list', label: listTitle, href: list.href },
              { id: 'item', label: title ?? '…' },
            ]}
          />
        }
        actions={
          current && (
            <Inline space="sm">
              {actions?.(current)}
              {editTo && (
                <Button variant="secondary" onPress={() => void navigate(editTo)}>
                  <Icon name="edit" size="sm" />
                  {intl.formatMessage({ id: 'web.detail.edit' })}
                </Button>
              )}
              {deletable && (
                <DeleteAction
                  resource={resource}
                  item={current}
                  name={titleOf(current)}
                  afterDeleteHref={list.href}
                  archive={archive}
                />
              )}
            </Inline>
          )
        }
      />
      {item.isError && (
        <Alert tone="danger" title={intl.formatMessage({ id: 'web.detail.loadFailed' })}>
          <p>{errorMessage(intl, item.error)}</p>
          <Button variant="secondary" onPress={() => void item.refetch()}>
            {intl.formatMessage({ id: 'web.list.retry' })}
          </Button>
        </Alert>
      )}
      {item.isPending && <Skeleton shape="rect" height="12rem" />}
      {current && <div className={styles.sections}>{children(current)}</div>}
    </div>
  );
}
