import { invalidateAfterWrite, resourceQueries, type Resource } from '@altalena/api-client';
import {
  selectListKeys,
  selectWrite,
  type SelectEntry,
  type SelectListKey,
  type SelectListQuery,
} from '@altalena/contracts';
import { FormNumberField, FormSelect, FormSwitch, FormTextField } from '@altalena/forms';
import { FeatureMessages } from '@altalena/i18n';
import { Link, Switch, useToast } from '@altalena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../app/useCurrentUser';
import {
  ResourceDialogForm,
  ResourceListPage,
  errorMessage,
  formatYesNo,
  useDialogRecord,
  type ListColumn,
  useResources,
  schemaForm,
  useFieldLabel,
  deactivateInstead,
} from '../../scaffold';
import { selectsCatalog } from './catalog';
import * as styles from './Selects.css';

const isListKey = (value: string | null): value is SelectListKey =>
  (selectListKeys as readonly (string | null)[]).includes(value);

/** The active switch of a row: administrators turn an entry on and off in place. */
function ActiveSwitch({
  entry,
  resource,
}: {
  entry: SelectEntry;
  resource: Resource<SelectEntry>;
}) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const label = intl.locale.startsWith('it') ? entry.label_it : entry.label_en;
  return (
    <Switch
      aria-label={intl.formatMessage({ id: 'selects.active.toggle' }, { label })}
      isSelected={entry.is_active}
      onChange={async (isActive) => {
        const answer = await resource.update(entry.id, { is_active: isActive }, entry.version);
        if (answer.error) toast.show({ tone: 'error', message: errorMessage(intl, answer) });
        else queryClient.setQueryData(resourceQueries(resource).detailKey(entry.id), answer.data);
        await invalidateAfterWrite(queryClient, resource);
      }}
    />
  );
}

/** A new entry starts active, in the list shown. */
const entryForm = schemaForm('select', selectWrite, { is_active: true });

function Selects() {
  const intl = useIntl();
  const user = useCurrentUser();
  const resources = useResources();
  const [search] = useSearchParams();
  const dialog = useDialogRecord<SelectEntry>();
  const listKey = isListKey(search.get('list'))
    ? (search.get('list') as SelectListKey)
    : selectListKeys[0];
  const label = useFieldLabel(entryForm.fieldLabels);
  const columns: ListColumn<SelectEntry, SelectListQuery>[] = [
    {
      id: 'sort_order',
      header: 'field.select.sort_order',
      cell: (row) => row.sort_order,
      sortable: true,
      align: 'end',
    },
    { id: 'code', header: 'field.select.code', cell: (row) => row.code, sortable: true },
    {
      id: 'label_it',
      header: 'field.select.label_it',
      cell: (row) => row.label_it,
      sortable: true,
    },
    {
      id: 'label_en',
      header: 'field.select.label_en',
      cell: (row) => row.label_en,
      sortable: true,
    },
    {
      id: 'is_active',
      header: 'field.select.is_active',
      cell: (row, format) =>
        user.is_admin ? (
          <ActiveSwitch entry={row} resource={resources.selects} />
        ) : (
          formatYesNo(format, row.is_active)
        ),
    },
  ];
  return (
    <ResourceListPage
      resource={resources.selects}
      titleId="selects.list.title"
      descriptionId="selects.list.description"
      columns={columns}
      filters={[{ kind: 'boolean', param: 'is_active', label: 'field.select.is_active' }]}
      baseQuery={{ list_key: listKey }}
      defaultOrdering="sort_order,code"
      {...(user.is_admin
        ? { onCreate: dialog.openNew, onRowAction: dialog.open, createLabel: 'selects.list.create' }
        : {})}
      emptyTitle="selects.list.empty.title"
      emptyDescription="selects.list.empty.description"
    >
      <nav aria-label={intl.formatMessage({ id: 'selects.tabs' })} className={styles.lists}>
        {selectListKeys.map((key) => (
          <Link
            key={key}
            href={`/selects?list=${key}`}
            variant="standalone"
            className={styles.list}
            aria-current={key === listKey ? 'page' : undefined}
          >
            {intl.formatMessage({ id: `enum.selectListKey.${key}` })}
          </Link>
        ))}
      </nav>
      {dialog.isOpen && (
        <ResourceDialogForm
          key={dialog.key}
          resource={resources.selects}
          item={dialog.record}
          {...entryForm}
          emptyValues={{ ...entryForm.emptyValues, list_key: listKey }}
          createTitle="selects.form.create"
          editTitle={(entry, format) =>
            format.formatMessage({ id: 'selects.form.edit' }, { code: entry.code })
          }
          onClose={dialog.close}
          remove={{ nameOf: (entry) => entry.code, archive: deactivateInstead }}
        >
          {(_form, entry) => (
            <>
              <FormSelect
                name="list_key"
                label={label('list_key')}
                // docs/data-model.md#reference-data-files-and-reminders: an entry stays in the list it was
                // created in.
                isDisabled={entry !== undefined}
                width="md"
                options={selectListKeys.map((key) => ({
                  value: key,
                  label: intl.formatMessage({ id: `enum.selectListKey.${key}` }),
                }))}
              />
              <FormTextField name="code" label={label('code')} isRequired width="sm" />
              <FormNumberField
                name="sort_order"
                label={label('sort_order')}
                minValue={0}
                width="sm"
              />
              <FormTextField name="label_it" label={label('label_it')} isRequired width="md" />
              <FormTextField name="label_en" label={label('label_en')} isRequired width="md" />
              <FormSwitch name="is_active" width="sm">
                {label('is_active')}
              </FormSwitch>
            </>
          )}
        </ResourceDialogForm>
      )}
    </ResourceListPage>
  );
}

/** `/selects`: the selectable lists by tab, in their order; administrators edit, customers read. */
export function Component() {
  return (
    <FeatureMessages catalog={selectsCatalog}>
      <Selects />
    </FeatureMessages>
  );
}
