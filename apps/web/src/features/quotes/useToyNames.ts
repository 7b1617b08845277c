import { resourceQueries } from '@altalena/api-client';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useResources } from '../../scaffold';

/** Most equipment items a park's quote names at once (one page of the API). */
const PARK_TOYS_PAGE = 100;

/** The names of a park's equipment by id (`G01 · Altalena doppia`), for the lines of its quote. */
export function useToyNames(parkId: number | undefined): ReadonlyMap<number, string> {
  const resources = useResources();
  const toys = useQuery({
    ...resourceQueries(resources.toys).list({
      park_id: parkId,
      page_size: PARK_TOYS_PAGE,
      ordering: 'code',
    }),
    enabled: parkId !== undefined,
  });
  return useMemo(
    () => new Map((toys.data?.results ?? []).map((toy) => [toy.id, `${toy.code} · ${toy.name}`])),
    [toys.data],
  );
}
