import { invalidateAfterWrite, resourceQueries } from '@altalena/api-client';
import {
  adminUserUpdate,
  adminUserWrite,
  customerUserUpdate,
  customerUserWrite,
  userLanguages,
  type AdminUser,
  type AdminUserListQuery,
  type CustomerUser,
  type CustomerUserListQuery,
} from '@altalena/contracts';
import { FormSelect, FormSwitch, FormTextField } from '@altalena/forms';
import { FeatureMessages } from '@altalena/i18n';
import { Alert, Badge, Button, Dialog, Icon, useToast } from '@altalena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../app/useCurrentUser';
import {
  DeleteAction,
  ResourceDialogForm,
  ResourceListPage,
  errorMessage,
  formatInstant,
  formatYesNo,
  referenceFilter,
  ReferenceField,
  useDialogRecord,
  type ListColumn,
  type ListFilter,
  type ListResource,
  useResources,
  schemaForm,
} from '../../scaffold';
import { usersCatalog } from './catalog';
import { generateInitialPassword } from './initialPassword';
import { CopyButton, PasswordTools } from './PasswordTools';
import * as styles from './Users.css';

type AnyUser = AdminUser | CustomerUser;

const fullName = (user: Pick<AnyUser, 'first_name' | 'last_name'>) =>
  `${user.first_name} ${user.last_name}`.trim();

/** Sets a new initial password: generated, shown to copy, sent with the version read. */
function NewPasswordAction({ user, forCustomers }: { user: AnyUser; forCustomers: boolean }) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const resources = useResources();
  const resource = forCustomers ? resources.customerUsers : resources.adminUsers;
  const [password, setPassword] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setPassword(generateInitialPassword())}>
        <Icon name="key" size="sm" />
        {intl.formatMessage({ id: 'users.newPassword.action' })}
      </Button>
      <Dialog
        open={password !== null}
        onOpenChange={(open) => {
          if (!open) setPassword(null);
        }}
        title={intl.formatMessage({ id: 'users.newPassword.title' }, { username: user.username })}
        description={intl.formatMessage({ id: 'users.newPassword.description' })}
        footer={
          <>
            <CopyButton text={() => password ?? ''} />
            <Button
              isPending={pending}
              onPress={async () => {
                setPending(true);
                const answer = await resource.action(
                  user.id,
                  'set-password',
                  { password },
                  user.version,
                );
                setPending(false);
                if (answer.error) {
                  setFailure(errorMessage(intl, answer));
                  return;
                }
                await invalidateAfterWrite(queryClient, resource);
                queryClient.removeQueries({
                  queryKey: resourceQueries(resource).detailKey(user.id),
                });
                setPassword(null);
                toast.show({
                  tone: 'success',
                  message: intl.formatMessage({ id: 'users.newPassword.done' }),
                });
              }}
            >
              {intl.formatMessage({ id: 'users.newPassword.confirm' })}
            </Button>
          </>
        }
      >
        {failure && <Alert tone="danger">{failure}</Alert>}
        <p className={styles.password}>{password}</p>
      </Dialog>
    </>
  );
}

/** A new user starts active, in Italian; the fields an administrator edits (the password aside). */
const adminUserForm = schemaForm('user', adminUserUpdate, { language: 'it', is_active: true });
/** The same for a customer user, with the customer. */
const customerUserForm = schemaForm('user', customerUserUpdate, {
  language: 'it',
  is_active: true,
});

function Users({ forCustomers }: { forCustomers: boolean }) {
  const intl = useIntl();
  const me = useCurrentUser();
  const resources = useResources();
  const dialog = useDialogRecord<AnyUser>();
  // The customers' query is the administrators' with `customer_id`: one list type serves both.
  const resource: ListResource<AnyUser, CustomerUserListQuery> = forCustomers
    ? resources.customerUsers
    : resources.adminUsers;
  const label = (key: string) =>
    intl.formatMessage({ id: `field.user.${key}` as 'field.user.email' });

  const columns: ListColumn<AnyUser, AdminUserListQuery>[] = [
    { id: 'username', header: 'field.user.username', cell: (row) => row.username, sortable: true },
    { id: 'last_name', header: 'users.name', cell: (row) => fullName(row), sortable: true },
    { id: 'email', header: 'field.user.email', cell: (row) => row.email, sortable: true },
    ...(forCustomers
      ? [
          {
            id: 'customer_name',
            header: 'field.user.customer_name',
            cell: (row: AnyUser) => ('customer_name' in row ? row.customer_name : null),
          } as ListColumn<AnyUser, AdminUserListQuery>,
        ]
      : []),
    {
      id: 'language',
      header: 'field.user.language',
      cell: (row, format) => format.formatMessage({ id: `enum.language.${row.language}` }),
    },
    {
      id: 'is_active',
      header: 'field.user.is_active',
      cell: (row, format) => (
        <>
          {formatYesNo(format, row.is_active)}{' '}
          {row.must_change_password && (
            <Badge tone="info">{format.formatMessage({ id: 'users.mustChange' })}</Badge>
          )}
        </>
      ),
    },
    {
      id: 'last_login_at',
      header: 'field.user.last_login_at',
      cell: (row, format) => formatInstant(format, row.last_login_at),
      sortable: true,
    },
  ];

  const filters: ListFilter<CustomerUserListQuery>[] = [
    { kind: 'boolean', param: 'is_active', label: 'field.user.is_active' },
    {
      kind: 'choice',
      param: 'language',
      label: 'field.user.language',
      options: userLanguages.map((language) => ({
        value: language,
        label: `enum.language.${language}`,
      })),
    },
    ...(forCustomers
      ? [
          referenceFilter({
            param: 'customer_id',
            label: 'field.user.customer_id',
            resource: resources.customers,
            labelOf: (customer) => customer.name,
          }),
        ]
      : []),
  ];

  const userForm = forCustomers ? customerUserForm : adminUserForm;
  const editing = dialog.record !== undefined;
  const schema = forCustomers
    ? editing
      ? customerUserUpdate
      : customerUserWrite
    : editing
      ? adminUserUpdate
      : adminUserWrite;

  return (
    <ResourceListPage
      resource={resource}
      titleId={forCustomers ? 'users.customers.title' : 'users.admins.title'}
      descriptionId={forCustomers ? 'users.customers.description' : 'users.admins.description'}
      columns={columns}
      filters={filters}
      defaultOrdering="username"
      onCreate={dialog.openNew}
      createLabel="users.list.create"
      onRowAction={dialog.open}
      emptyTitle="users.list.empty.title"
      emptyDescription="users.list.empty.description"
    >
      {dialog.isOpen && (
        <ResourceDialogForm
          key={dialog.key}
          resource={resource}
          item={dialog.record}
          schema={schema}
          // The initial password is asked of a new user only; it is no field of the record.
          emptyValues={{ ...userForm.emptyValues, password: '' }}
          valuesOf={(user) => ({ ...userForm.valuesOf(user), password: '' })}
          bodyOf={(values) => {
            if (!editing) return values;
            const { password: _password, ...rest } = values;
            return rest;
          }}
          fieldLabels={userForm.fieldLabels}
          createTitle="users.form.create"
          editTitle={(user, format) =>
            format.formatMessage({ id: 'users.form.edit' }, { username: user.username })
          }
          onClose={dialog.close}
          actions={(user) => (
            <>
              <NewPasswordAction user={user} forCustomers={forCustomers} />
              {user.id !== me.id && (
                <DeleteAction
                  resource={resource}
                  item={user}
                  name={user.username}
                  // The API refuses no delete of another user (one's own account has no delete
                  // button), so there is nothing to archive instead: deactivating is the form's switch.
                  onDeleted={dialog.close}
                />
              )}
            </>
          )}
        >
          {(_form, user) => (
            <>
              <FormTextField name="username" label={label('username')} isRequired width="md" />
              <FormTextField
                name="email"
                label={label('email')}
                isRequired
                width="md"
                type="email"
              />
              <FormTextField name="first_name" label={label('first_name')} width="md" />
              <FormTextField name="last_name" label={label('last_name')} width="md" />
              {forCustomers && (
                <ReferenceField
                  name="customer_id"
                  label={label('customer_id')}
                  resource={resources.customers}
                  labelOf={(customer) => customer.name}
                  isRequired
                  width="lg"
                />
              )}
              <FormSelect
                name="language"
                label={label('language')}
                width="sm"
                options={userLanguages.map((language) => ({
                  value: language,
                  label: intl.formatMessage({ id: `enum.language.${language}` }),
                }))}
              />
              {user === undefined ? (
                <>
                  <FormTextField
                    name="password"
                    label={intl.formatMessage({ id: 'users.form.initialPassword' })}
                    description={intl.formatMessage({
                      id: 'users.form.initialPassword.description',
                    })}
                    isRequired
                    width="md"
                  />
                  <PasswordTools />
                </>
              ) : user.id === me.id ? (
                <p className={styles.tools}>{intl.formatMessage({ id: 'users.form.self' })}</p>
              ) : (
                <FormSwitch name="is_active" width="sm">
                  {label('is_active')}
                </FormSwitch>
              )}
            </>
          )}
        </ResourceDialogForm>
      )}
    </ResourceListPage>
  );
}

/** `/users/admins` and `/users/customer`: the users of each kind, created and edited in a dialog. */
export function Component() {
  const forCustomers = useLocation().pathname.startsWith('/users/customer');
  return (
    <FeatureMessages catalog={usersCatalog}>
      <Users key={String(forCustomers)} forCustomers={forCustomers} />
    </FeatureMessages>
  );
}
