import { resourceQueries } from '@altalena/api-client';
import type { Toy } from '@altalena/contracts';
import { FeatureMessages } from '@altalena/i18n';
import { Link, StatusBadge } from '@altalena/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useCurrentUser } from '../../app/useCurrentUser';
import {
  DetailSection,
  FileAttachments,
  RelatedList,
  ResourceDetailPage,
  SelectLabel,
  formatDay,
  useIdParam,
  useResources,
} from '../../scaffold';
import { findingColumns } from '../../shared/findings/findingColumns';
import { toysCatalog } from './catalog';

/** The installer of a toy, linked (administrators only: customers do not see installers). */
function InstallerLink({ id }: { id: number }) {
  const resources = useResources();
  const installer = useQuery(resourceQueries(resources.installers).detail(id));
  if (!installer.data) return null;
  return <Link href={`/installers/${id}`}>{installer.data.company_name}</Link>;
}

function ToyDetail({ toy }: { toy: Toy }) {
  const intl = useIntl();
  const isAdmin = useCurrentUser().is_admin;
  const resources = useResources();
  const number = (value: number | null, unit: string) =>
    value === null ? null : `${intl.formatNumber(value)} ${unit}`;
  return (
    <>
      <DetailSection
        titleId="toys.detail.section.data"
        fields={[
          {
            label: 'field.toy.park_id',
            value: <Link href={`/parks/${toy.park_id}`}>{toy.park_name}</Link>,
          },
          { label: 'field.toy.code', value: toy.code },
          {
            label: 'field.toy.equipment_type',
            value: <SelectLabel listKey="equipment_type" code={toy.equipment_type} />,
          },
          {
            label: 'field.toy.standard',
            value: intl.formatMessage({ id: `enum.equipmentStandard.${toy.standard}` }),
          },
          { label: 'field.toy.manufacturer', value: toy.manufacturer },
          { label: 'field.toy.model', value: toy.model },
          { label: 'field.toy.serial_number', value: toy.serial_number },
          { label: 'field.toy.year_of_manufacture', value: toy.year_of_manufacture },
          { label: 'field.toy.installed_on', value: formatDay(intl, toy.installed_on) },
          ...(isAdmin && toy.installer_id !== null
            ? [
                {
                  label: 'field.toy.installer_id' as const,
                  value: <InstallerLink id={toy.installer_id} />,
                },
              ]
            : []),
          {
            label: 'field.toy.material',
            value: toy.material && <SelectLabel listKey="material" code={toy.material} />,
          },
          { label: 'field.toy.status_reason', value: toy.status_reason },
        ]}
      />
      <DetailSection
        titleId="toys.detail.section.safety"
        fields={[
          {
            label: 'toys.detail.ageRange',
            value:
              toy.age_from === null && toy.age_to === null
                ? null
                : intl.formatMessage(
                    { id: 'toys.detail.ages' },
                    { from: toy.age_from ?? 0, to: toy.age_to ?? 'none' },
                  ),
          },
          { label: 'field.toy.free_fall_height_m', value: number(toy.free_fall_height_m, 'm') },
          { label: 'field.toy.impact_area_m2', value: number(toy.impact_area_m2, 'm²') },
          {
            label: 'field.toy.surface_type',
            value: toy.surface_type && (
              <SelectLabel listKey="surface_type" code={toy.surface_type} />
            ),
          },
          { label: 'field.toy.surface_depth_mm', value: number(toy.surface_depth_mm, 'mm') },
        ]}
      />
      <DetailSection titleId="toys.detail.section.photo">
        <FileAttachments ownerType="toy" ownerId={toy.id} kind="photo" />
      </DetailSection>
      <DetailSection titleId="toys.detail.section.certificate">
        <FileAttachments ownerType="toy" ownerId={toy.id} kind="certificate" />
      </DetailSection>
      <DetailSection titleId="toys.detail.section.findings">
        <RelatedList
          resource={resources.findings}
          query={{ toy_id: toy.id, is_latest: 'true', ordering: '-created_at' }}
          labelId="toys.detail.section.findings"
          columns={findingColumns('when')}
          rowHref={(row) => `/inspections/${row.inspection_id}`}
          emptyText="toys.detail.findings.empty"
        />
      </DetailSection>
    </>
  );
}

/**
 * `/toys/{id}`: a piece of equipment's register entry, safety data, photo, certificate and the history
 * of its findings across inspections.
 */
export function Component() {
  const id = useIdParam();
  const resources = useResources();
  const isAdmin = useCurrentUser().is_admin;
  return (
    <FeatureMessages catalog={toysCatalog}>
      <ResourceDetailPage
        resource={resources.toys}
        id={id}
        list={{ href: '/toys', title: 'toys.list.title' }}
        titleOf={(toy) => toy.name}
        descriptionOf={(toy) => <StatusBadge kind="toy" value={toy.status} />}
        editHref={(toy) => `/toys/edit/${toy.id}`}
        canDelete={isAdmin}
        archive={{ patch: { status: 'removed' }, isArchived: (toy) => toy.status === 'removed' }}
      >
        {(toy) => <ToyDetail toy={toy} />}
      </ResourceDetailPage>
    </FeatureMessages>
  );
}
