import type { DayDueRow, InspectorDay } from '@altalena/contracts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { api } from '../../../stories/authStories';
import { inspectionInProgress, parks } from '../../../stories/screen/fixtures';

const [giusti, sanGiacomo] = parks;

/** A position in Verona's old town, a few hundred metres from Giardino Giusti. */
export const veronaCentre = { latitude: 45.4408, longitude: 10.9985 };

const dueRow = (row: Partial<DayDueRow> & Pick<DayDueRow, 'park_id' | 'park_name'>): DayDueRow => ({
  customer_id: 1,
  customer_name: 'Comune di Verona',
  inspection_type: 'routine_visual',
  last_inspection_id: null,
  last_performed_on: null,
  next_due_on: '2026-11-20',
  overdue: true,
  park_city: 'Verona',
  park_latitude: 45.43,
  park_longitude: 11.0,
  open_inspection_id: null,
  ...row,
});

/** The inspector's day of the stories: one inspection in progress, one planned, three parks due. */
export const storyDay: InspectorDay = {
  today: '2026-11-23',
  within_days: 14,
  inspections: [
    {
      ...inspectionInProgress,
      park_city: 'Verona',
      park_latitude: giusti!.latitude,
      park_longitude: giusti!.longitude,
    },
    {
      ...inspectionInProgress,
      id: 3,
      number: '2026/0058',
      park_id: sanGiacomo!.id,
      park_name: sanGiacomo!.name,
      type: 'routine_visual',
      status: 'scheduled',
      performed_at: null,
      scheduled_for: '2026-11-24',
      outcome: null,
      overall_risk: null,
      park_city: 'Verona',
      park_latitude: sanGiacomo!.latitude,
      park_longitude: sanGiacomo!.longitude,
    },
  ],
  // Soonest first, as the server orders them: the farthest park is the most overdue.
  due: [
    dueRow({
      park_id: 9,
      park_name: 'Parco delle Colombare',
      park_city: 'Bussolengo',
      park_latitude: 45.47,
      park_longitude: 10.85,
      next_due_on: '2026-11-10',
    }),
    dueRow({
      park_id: sanGiacomo!.id,
      park_name: sanGiacomo!.name,
      inspection_type: 'operational',
      park_latitude: sanGiacomo!.latitude,
      park_longitude: sanGiacomo!.longitude,
      next_due_on: '2026-11-18',
      open_inspection_id: 7,
    }),
    dueRow({
      park_id: giusti!.id,
      park_name: giusti!.name,
      inspection_type: 'routine_visual',
      park_latitude: giusti!.latitude,
      park_longitude: giusti!.longitude,
      next_due_on: '2026-11-30',
      overdue: false,
    }),
  ],
};

/** `GET inspections/day/` of the stories, answering `day`. */
export function dayStoryApi(day: InspectorDay = storyDay): HttpHandler[] {
  return [http.get(api('/inspections/day/'), () => HttpResponse.json(day))];
}
