import { GRID_MAX, GRID_MIN, MENU_LINK, ORDER_MIN } from '@cermat/vocabulary';
import { z } from 'zod';
import { entry } from '../entry';
import { id, list, nullableText, recordStatus, requiredText, text, timestamp } from '../fields';
import { bounds, limits } from '../limits';
import { concurrency, masterEntries, removeBody } from './master';

const grid = z.number().int().min(GRID_MIN).max(GRID_MAX);
const order = z.number().int().min(ORDER_MIN).max(bounds.order);
/** A built-in widget's file name without extension; never a path. */
/** A page column's component name: core's `isComponentName` rule (a server test keeps them one). */
export const COMPONENT_NAME = /^[A-Za-z0-9_-]+$/;
const component = requiredText(limits.component).regex(COMPONENT_NAME);

const page = z.object({
  id_page: id,
  nama_page: text(limits.name),
  deskripsi_page: nullableText(limits.description),
  status: recordStatus,
  created_at: timestamp,
  updated_at: timestamp,
});

/** On read (spec §3): detail keyed by row number, each a list of columns. */
const pageDetail = page.extend({
  detail: z.record(
    text(4).regex(/^[1-9][0-9]{0,3}$/),
    list(z.object({ col: grid, component, order_no: order }), bounds.pageColumns),
  ),
});

/** On save (spec §3): rows numbered from 1, each with its numbered columns. */
const pageRows = z
  .array(
    z.object({
      number: z.number().int().min(1).max(bounds.pageRows),
      columns: z
        .array(
          z.object({
            number: z.number().int().min(1).max(bounds.pageColumns),
            grid,
            component,
            order,
          }),
        )
        .max(bounds.pageColumns),
    }),
  )
  .max(bounds.pageRows);

const pageFields = {
  nama_page: requiredText(limits.name),
  deskripsi_page: text(limits.description).optional(),
  detail_page: pageRows,
};

export const pages = {
  ...masterEntries({
    path: 'master/page',
    noun: 'page',
    menu: MENU_LINK.pages,
    row: page,
    one: z.tuple([pageDetail]),
    create: z.object(pageFields),
    update: z.object({ id, ...pageFields, ...concurrency }),
    remove: removeBody,
  }),
  render: entry({
    method: 'GET',
    path: 'master/page/render',
    summary:
      'A page by name, for /render?page=NAME (read on Render Page, or on a menu that links to that page)',
    menu: null,
    right: 'session',
    query: z.object({ name: requiredText(limits.name) }),
    data: pageDetail,
  }),
};

export type Page = z.infer<typeof page>;
export type PageDetail = z.infer<typeof pageDetail>;
export type PageRows = z.infer<typeof pageRows>;
