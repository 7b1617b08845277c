import {
  recurringInspectionTypes,
  type Inspection,
  type Park,
  type Toy,
} from '@altalena/contracts';
import { FeatureMessages } from '@altalena/i18n';
import { Button, Icon, Link, StatusBadge, Table } from '@altalena/ui';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../app/useCurrentUser';
import {
  DetailSection,
  FileAttachments,
  MapView,
  RelatedList,
  ResourceDetailPage,
  SelectLabel,
  formatDay,
  formatInstant,
  formatYesNo,
  useIdParam,
  useResources,
  type ListColumn,
  NewRecordButton,
} from '../../scaffold';
import { findingColumns } from '../../shared/findings/findingColumns';
import { PrintLabels } from '../../shared/labels/PrintLabels';
import { parkQuoteColumns } from '../../shared/quotes/quoteColumns';
import { useQuoteList } from '../../shared/quotes/quoteResources';
import { parksCatalog } from './catalog';
import { DueDate } from './parkColumns';

const toyColumns: ListColumn<Toy>[] = [
  { id: 'code', header: 'field.toy.code', cell: (row) => row.code },
  { id: 'name', header: 'field.toy.name', cell: (row) => row.name },
  {
    id: 'equipment_type',
    header: 'field.toy.equipment_type',
    cell: (row) => <SelectLabel listKey="equipment_type" code={row.equipment_type} />,
  },
  {
    id: 'status',
    header: 'field.toy.status',
    cell: (row) => <StatusBadge kind="toy" value={row.status} />,
  },
];

const inspectionColumns: ListColumn<Inspection>[] = [
  { id: 'number', header: 'field.inspection.number', cell: (row) => row.number },
  {
    id: 'type',
    header: 'field.inspection.type',
    cell: (row, intl) => intl.formatMessage({ id: `enum.inspectionType.${row.type}` }),
  },
  {
    id: 'status',
    header: 'field.inspection.status',
    cell: (row) => <StatusBadge kind="inspection" value={row.status} />,
  },
  {
    id: 'performed_at',
    header: 'field.inspection.performed_at',
    cell: (row, intl) => formatInstant(intl, row.performed_at),
  },
];

/** Where the park stands with each recurring inspection type: last done and next due. */
function DueTable({ park }: { park: Park }) {
  const intl = useIntl();
  const rows = recurringInspectionTypes.map((type) => ({ id: type, ...park.due[type] }));
  return (
    <Table
      aria-label={intl.formatMessage({ id: 'parks.detail.section.due' })}
      rows={rows}
      columns={[
        {
          id: 'type',
          header: intl.formatMessage({ id: 'parks.detail.due.type' }),
          cell: (row) => intl.formatMessage({ id: `enum.inspectionType.${row.id}` }),
        },
        {
          id: 'last',
          header: intl.formatMessage({ id: 'field.park.last_performed_on' }),
          cell: (row) => formatDay(intl, row.last_performed_on),
        },
        {
          id: 'next',
          header: intl.formatMessage({ id: 'field.park.next_due_on' }),
          cell: (row) => <DueDate entry={row} />,
        },
      ]}
    />
  );
}

function ParkDetail({ park }: { park: Park }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const resources = useResources();
  const quotes = useQuoteList();
  const isAdmin = useCurrentUser().is_admin;
  return (
    <>
      <DetailSection
        titleId="parks.detail.section.data"
        fields={[
          ...(isAdmin
            ? [
                {
                  label: 'field.park.customer_id' as const,
                  value: <Link href={`/customers/${park.customer_id}`}>{park.customer_name}</Link>,
                },
              ]
            : []),
          { label: 'field.park.code', value: park.code },
          {
            label: 'field.park.address',
            value: [park.address, park.city, park.province].filter(Boolean).join(', '),
          },
          {
            label: 'field.park.site_type',
            value: park.site_type && <SelectLabel listKey="site_type" code={park.site_type} />,
          },
          { label: 'field.park.fenced', value: formatYesNo(intl, park.fenced) },
          { label: 'field.park.closure_reason', value: park.closure_reason },
          { label: 'field.park.notes', value: park.notes },
        ]}
      />
      <DetailSection
        titleId="parks.detail.section.position"
        fields={[
          {
            label: 'field.park.latitude',
            value: intl.formatNumber(park.latitude, { maximumFractionDigits: 6 }),
          },
          {
            label: 'field.park.longitude',
            value: intl.formatNumber(park.longitude, { maximumFractionDigits: 6 }),
          },
        ]}
        actions={
          <Link
            href={`https://www.openstreetmap.org/?mlat=${park.latitude}&mlon=${park.longitude}#map=18/${park.latitude}/${park.longitude}`}
            target="_blank"
            rel="noopener noreferrer"
            variant="standalone"
          >
            {intl.formatMessage({ id: 'parks.detail.openInMaps' })}
          </Link>
        }
      >
        <MapView
          label={intl.formatMessage({ id: 'parks.detail.map' }, { name: park.name })}
          markers={[
            {
              id: park.id,
              latitude: park.latitude,
              longitude: park.longitude,
              label: park.name,
            },
          ]}
        />
      </DetailSection>
      <DetailSection titleId="parks.detail.section.photo">
        <FileAttachments ownerType="park" ownerId={park.id} kind="photo" />
      </DetailSection>
      <DetailSection titleId="parks.detail.section.due">
        <DueTable park={park} />
      </DetailSection>
      <DetailSection
        titleId="parks.detail.toys"
        actions={
          <>
            {isAdmin && <PrintLabels parkId={park.id} />}
            <NewRecordButton
              href={`/toys/create?park_id=${park.id}`}
              labelId="parks.detail.addToy"
            />
          </>
        }
      >
        <RelatedList
          resource={resources.toys}
          query={{ park_id: park.id, ordering: 'code' }}
          labelId="parks.detail.toys"
          columns={toyColumns}
          rowHref={(row) => `/toys/${row.id}`}
          allHref={`/toys?park_id=${park.id}`}
          emptyText="parks.detail.toys.empty"
        />
      </DetailSection>
      <DetailSection
        titleId="parks.detail.inspections"
        actions={
          park.status !== 'archived' && (
            <Button size="sm" onPress={() => void navigate(`/inspections/create/${park.id}`)}>
              <Icon name="plus" size="sm" />
              {intl.formatMessage({ id: 'parks.detail.newInspection' })}
            </Button>
          )
        }
      >
        <RelatedList
          resource={resources.inspections}
          query={{ park_id: park.id, ordering: '-performed_at' }}
          labelId="parks.detail.inspections"
          columns={inspectionColumns}
          rowHref={(row) => `/inspections/${row.id}`}
          allHref={`/inspections?park_id=${park.id}`}
          emptyText="parks.detail.inspections.empty"
        />
      </DetailSection>
      <DetailSection titleId="parks.detail.openFindings">
        <RelatedList
          resource={resources.findings}
          query={{ park_id: park.id, is_open: 'true', ordering: 'risk' }}
          labelId="parks.detail.openFindings"
          columns={findingColumns('subject')}
          rowHref={(row) => `/inspections/${row.inspection_id}`}
          emptyText="parks.detail.openFindings.empty"
        />
      </DetailSection>
      <DetailSection titleId="parks.detail.quotes">
        <RelatedList
          resource={quotes}
          query={{ park_id: park.id, ordering: '-issue_date' }}
          labelId="parks.detail.quotes"
          columns={parkQuoteColumns}
          rowHref={(row) => `/quotes/${row.inspection_id}`}
          allHref={`/quotes?park_id=${park.id}`}
          emptyText="parks.detail.quotes.empty"
        />
      </DetailSection>
    </>
  );
}

/**
 * `/parks/{id}`: the park's data and position, where it stands with each recurring inspection, its
 * equipment and its inspections.
 */
export function Component() {
  const id = useIdParam();
  const resources = useResources();
  const isAdmin = useCurrentUser().is_admin;
  return (
    <FeatureMessages catalog={parksCatalog}>
      <ResourceDetailPage
        resource={resources.parks}
        id={id}
        list={{ href: '/parks', title: 'parks.list.title' }}
        titleOf={(park) => park.name}
        descriptionOf={(park) => <StatusBadge kind="park" value={park.status} />}
        editHref={(park) => `/parks/edit/${park.id}`}
        canDelete={isAdmin}
        archive={{
          patch: { status: 'archived' },
          isArchived: (park) => park.status === 'archived',
        }}
      >
        {(park) => <ParkDetail park={park} />}
      </ResourceDetailPage>
    </FeatureMessages>
  );
}
