import { INT4_MAX } from '@altalena/contracts';
import { data, useParams } from 'react-router-dom';

/** The numeric id in the route parameter `name`; anything else is the 404 page. */
export function useIdParam(name = 'id'): number {
  const raw = useParams()[name];
  const id = Number(raw);
  if (!raw || !/^\d+$/.test(raw) || id < 1 || id > INT4_MAX) throw data(null, { status: 404 });
  return id;
}
