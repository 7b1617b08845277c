import { FeatureMessages, type FeatureCatalog } from '@altalena/i18n';
import { Fragment, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useIdParam } from './useIdParam';

function EditById({ children }: { children: (id: number) => ReactNode }) {
  const id = useIdParam();
  // A new id is another record: its form starts afresh.
  return <Fragment key={id}>{children(id)}</Fragment>;
}

/**
 * The route module body of a create-and-edit screen: the feature's texts, and the form of a new record
 * (`…/create`) or of the record in the `:id` parameter (`…/edit/{id}`, the 404 page for a bad id).
 */
export function FormRoute({
  catalog,
  children,
}: {
  catalog: FeatureCatalog;
  children: (id: number | undefined) => ReactNode;
}) {
  const editing = useParams().id !== undefined;
  return (
    <FeatureMessages catalog={catalog}>
      {editing ? <EditById>{children}</EditById> : children(undefined)}
    </FeatureMessages>
  );
}
