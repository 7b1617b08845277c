import {
  quoteTypeWrite,
  vatRates,
  type QuoteType,
  type QuoteTypeListQuery,
} from '@altalena/contracts';
import { FormNumberField, FormSelect, FormSwitch, FormTextField } from '@altalena/forms';
import { FeatureMessages } from '@altalena/i18n';
import { useIntl } from 'react-intl';
import {
  ResourceDialogForm,
  ResourceListPage,
  formatYesNo,
  useDialogRecord,
  type ListColumn,
  useResources,
  schemaForm,
  useFieldLabel,
  deactivateInstead,
} from '../../scaffold';
import { quoteTypesCatalog } from './catalog';

const columns: ListColumn<QuoteType, QuoteTypeListQuery>[] = [
  { id: 'code', header: 'field.quoteType.code', cell: (row) => row.code, sortable: true },
  {
    id: 'label_it',
    header: 'field.quoteType.label_it',
    cell: (row) => row.label_it,
    sortable: true,
  },
  {
    id: 'label_en',
    header: 'field.quoteType.label_en',
    cell: (row) => row.label_en,
    sortable: true,
  },
  {
    id: 'default_vat_rate',
    header: 'field.quoteType.default_vat_rate',
    cell: (row, intl) => intl.formatMessage({ id: `enum.vatRate.${row.default_vat_rate}` }),
    align: 'end',
  },
  {
    id: 'validity_days',
    header: 'field.quoteType.validity_days',
    cell: (row) => row.validity_days,
    align: 'end',
  },
  {
    id: 'is_active',
    header: 'field.quoteType.is_active',
    cell: (row, intl) => formatYesNo(intl, row.is_active),
  },
];

/** A new quote type starts active, at 22 % VAT, valid for 30 days. */
const quoteTypeForm = schemaForm('quoteType', quoteTypeWrite, {
  default_vat_rate: 22,
  validity_days: 30,
  is_active: true,
});

function QuoteTypes() {
  const intl = useIntl();
  const resources = useResources();
  const dialog = useDialogRecord<QuoteType>();
  const label = useFieldLabel(quoteTypeForm.fieldLabels);
  return (
    <ResourceListPage
      resource={resources.quoteTypes}
      titleId="quoteTypes.list.title"
      descriptionId="quoteTypes.list.description"
      columns={columns}
      filters={[{ kind: 'boolean', param: 'is_active', label: 'field.quoteType.is_active' }]}
      defaultOrdering="code"
      onCreate={dialog.openNew}
      createLabel="quoteTypes.list.create"
      onRowAction={dialog.open}
      emptyTitle="quoteTypes.list.empty.title"
      emptyDescription="quoteTypes.list.empty.description"
    >
      {dialog.isOpen && (
        <ResourceDialogForm
          key={dialog.key}
          resource={resources.quoteTypes}
          item={dialog.record}
          {...quoteTypeForm}
          createTitle="quoteTypes.form.create"
          editTitle={(quoteType, format) =>
            format.formatMessage({ id: 'quoteTypes.form.edit' }, { code: quoteType.code })
          }
          onClose={dialog.close}
          remove={{ nameOf: (quoteType) => quoteType.code, archive: deactivateInstead }}
        >
          {() => (
            <>
              <FormTextField name="code" label={label('code')} isRequired width="sm" />
              <FormTextField name="label_it" label={label('label_it')} isRequired width="md" />
              <FormTextField name="label_en" label={label('label_en')} isRequired width="md" />
              <FormSelect
                name="default_vat_rate"
                numeric
                label={label('default_vat_rate')}
                width="sm"
                options={vatRates.map((rate) => ({
                  value: String(rate),
                  label: intl.formatMessage({ id: `enum.vatRate.${rate}` }),
                }))}
              />
              <FormNumberField
                name="validity_days"
                label={label('validity_days')}
                minValue={1}
                maxValue={365}
                width="sm"
              />
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

/** `/quote-types`: the quote types, created and edited in a dialog. */
export function Component() {
  return (
    <FeatureMessages catalog={quoteTypesCatalog}>
      <QuoteTypes />
    </FeatureMessages>
  );
}
