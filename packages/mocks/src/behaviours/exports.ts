import { entries, exampleFor, limits, type ListAnswer, type NamedEntry } from '@cermat/contract';
import { HttpResponse } from 'msw';
import { csvOf } from '../csv';
import { listKindOf } from '../entities';
import { refusals } from '../reply';
import type { Row } from '../rows';
import { holds } from '../session';
import type { Behaviour, Call } from './behaviour';

/** The contract resource of an export's list: a master list's kind, or the trail. */
const resourceOf = (list: string) => (list === 'audit' ? 'audit' : listKindOf(list));

/**
 * Every row the list shows (its search, filters and sort), read page after page through the
 * list's own behaviour and parsed by the list's contract schema, as the list answers them.
 */
async function rowsOf(call: Call, list: Behaviour, schema: NamedEntry['data']) {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const query = { ...call.input.query, draw: 0, page, length: limits.pageSize };
    const answer = await list({ ...call, input: { ...call.input, query } });
    const [{ list_data }] = schema.parse(answer.data) as ListAnswer<Row>;
    rows.push(...list_data.data);
    if (page >= list_data.last_page) return rows;
  }
}

/**
 * master/export: the list as CSV text (never the envelope), the columns those of its rows.
 * `lists` gives each resource's list behaviour (the handler's table, which holds this one).
 */
export const exportBehaviours = (
  lists: (resource: string) => Behaviour | undefined,
): Record<string, Behaviour> => ({
  csv: async (call) => {
    const list = String(call.input.query.list);
    const resource = resourceOf(list);
    const entry = entries.find((e) => e.name === `${resource}.list`);
    const behaviour = lists(resource);
    if (!entry?.menu || !behaviour) throw refusals[404]();
    // Rights as the list's own: read on its menu.
    if (!holds(call.store, entry.menu, 'read')) throw refusals[403]();
    const rows = await rowsOf(call, behaviour, entry.data);
    const [{ list_data: sample }] = exampleFor(entry.name)?.data as ListAnswer<Row>;
    const header = [...new Set([sample.data[0] ?? {}, ...rows].flatMap((r) => Object.keys(r)))];
    const stamp = new Date().toISOString().slice(0, 10);
    const response = new HttpResponse(csvOf(header, rows), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${list}-${stamp}.csv"`,
      },
    });
    return { data: null, response };
  },
});
