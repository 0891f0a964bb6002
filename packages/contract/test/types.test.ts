import { describe, expectTypeOf, it } from 'vitest';
import type { Contract, EntryBody, EntryByName, EntryName, EntryParams, EntryQuery } from '../src';

// What the server's handler table is typed from: a handler sees its entry's parsed input.
describe('entry types', () => {
  it('names every entry as resource.call and finds the entry of a name', () => {
    expectTypeOf<'roles.list'>().toExtend<EntryName>();
    expectTypeOf<'roleAccess.update'>().toExtend<EntryName>();
    expectTypeOf<'roles.nothing'>().not.toExtend<EntryName>();
    expectTypeOf<EntryByName<'users.get'>>().toEqualTypeOf<Contract['users']['get']>();
  });

  it('gives the parsed (output) types: a query id is a number, absent parts undefined', () => {
    expectTypeOf<EntryQuery<Contract['users']['get']>>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<EntryParams<Contract['roleAccess']['remove']>>().toEqualTypeOf<{
      id_role: number;
    }>();
    expectTypeOf<EntryParams<Contract['users']['get']>>().toEqualTypeOf<undefined>();
    expectTypeOf<EntryBody<Contract['auth']['me']>>().toEqualTypeOf<undefined>();
    expectTypeOf<EntryBody<Contract['users']['create']>['selected_role']>().toEqualTypeOf<string>();
  });
});
