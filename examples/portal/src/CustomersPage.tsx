import { ApiRequestError, resourceQueries } from '@altalena/api-client';
import { useAuth } from '@altalena/auth';
import { customerTypes, type Customer, type CustomerListQuery } from '@altalena/contracts';
import { Alert, Button, PageHeader, Select, Table, useToast, type TableColumn } from '@altalena/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from './App';
import { NewCustomerDialog } from './NewCustomerDialog';
import * as styles from './styles';

const ALL = 'all';

/** The customers in a themed table, filtered by type with a Select, with a dialog that creates one. */
export function CustomersPage() {
  const intl = useIntl();
  const { resources } = useServices();
  const auth = useAuth();
  const toast = useToast();
  const [type, setType] = useState<string>(ALL);
  const queries = resourceQueries(resources.customers);
  const query: CustomerListQuery = {
    page: 1,
    page_size: 50,
    ordering: 'name',
    ...(type === ALL ? {} : { customer_type: type as Customer['customer_type'] }),
  };
  const customers = useQuery({ ...queries.list(query), placeholderData: keepPreviousData });

  const columns: TableColumn<Customer>[] = [
    { id: 'name', header: intl.formatMessage({ id: 'field.customer.name' }), cell: (c) => c.name },
    { id: 'city', header: intl.formatMessage({ id: 'field.customer.city' }), cell: (c) => c.city },
    {
      id: 'customer_type',
      header: intl.formatMessage({ id: 'field.customer.customer_type' }),
      cell: (c) => intl.formatMessage({ id: `enum.customerType.${c.customer_type}` }),
    },
  ];
  const typeOptions = [
    { value: ALL, label: intl.formatMessage({ id: 'portal.customers.filter.all' }) },
    ...customerTypes.map((value) => ({
      value,
      label: intl.formatMessage({ id: `enum.customerType.${value}` }),
    })),
  ];

  return (
    <main style={styles.page}>
      <PageHeader
        title={intl.formatMessage({ id: 'portal.customers.title' })}
        actions={
          <Button variant="secondary" onPress={() => void auth.logout()}>
            {intl.formatMessage({ id: 'portal.logout' })}
          </Button>
        }
      />
      <div style={styles.toolbar}>
        <Select
          label={intl.formatMessage({ id: 'portal.customers.filter' })}
          options={typeOptions}
          value={type}
          onChange={setType}
        />
        <NewCustomerDialog
          onCreated={(created) => {
            toast.show({
              tone: 'success',
              message: intl.formatMessage(
                { id: 'portal.customers.created' },
                { name: created.name },
              ),
            });
          }}
        />
      </div>
      {customers.isError ? (
        <Alert tone="danger">
          {customers.error instanceof ApiRequestError
            ? intl.formatMessage({ id: `error.${customers.error.response.data.detail}` })
            : intl.formatMessage({ id: 'portal.customers.loadError' })}
        </Alert>
      ) : (
        <>
          <p aria-live="polite">
            {intl.formatMessage(
              { id: 'portal.customers.count' },
              { count: customers.data?.count ?? 0 },
            )}
          </p>
          <Table
            aria-label={intl.formatMessage({ id: 'portal.customers.title' })}
            columns={columns}
            rows={customers.data?.results ?? []}
            isLoading={customers.isPending}
          />
        </>
      )}
    </main>
  );
}
