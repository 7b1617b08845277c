import { resourceQueries, type VersionedItem } from '@altalena/api-client';
import { Link } from '@altalena/ui';
import { useQuery } from '@tanstack/react-query';
import { useResources, type AnyResource } from '../../scaffold';

/**
 * The name of the record `id` of `resource`, read once and cached, linked to `href` when given;
 * nothing while it loads.
 */
export function RecordName<T extends VersionedItem>({
  resource,
  id,
  labelOf,
  href,
}: {
  resource: AnyResource<T>;
  id: number;
  labelOf: (item: T) => string;
  href?: string;
}) {
  const record = useQuery(resourceQueries(resource).detail(id));
  if (!record.data) return null;
  return href ? <Link href={href}>{labelOf(record.data)}</Link> : labelOf(record.data);
}

/** The name of a customer (administrators only may read it), linked to its page when `linked`. */
export function CustomerName({ id, linked = false }: { id: number; linked?: boolean }) {
  const resources = useResources();
  return (
    <RecordName
      resource={resources.customers}
      id={id}
      labelOf={(row) => row.name}
      href={linked ? `/customers/${id}` : undefined}
    />
  );
}
