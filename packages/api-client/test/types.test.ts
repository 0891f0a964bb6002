import { describe, expectTypeOf, it } from 'vitest';
import type {
  ApiClient,
  ApiData,
  ApiInput,
  ListAnswer,
  Paginator,
  Role,
  Session,
  User,
} from '../src';

// Checked by `tsc` (the package's typecheck): a wrong field name or shape fails the build.
describe('the client is typed from the contract', () => {
  it('takes the spec field names and answers the spec shapes', () => {
    expectTypeOf<ApiInput<'users', 'setStatus'>>().toEqualTypeOf<{
      id: number;
      status: 'ENABLE' | 'DISABLE';
      updated_at?: string | undefined;
    }>();
    expectTypeOf<ApiData<'roles', 'list'>[0]['draw']>().toEqualTypeOf<number>();
    expectTypeOf<ApiData<'roles', 'list'>[0]['list_data']>().toExtend<Paginator<Role>>();
    expectTypeOf<ApiData<'roleAccess', 'list'>['data']>().toEqualTypeOf<Role[]>();
    expectTypeOf<ApiData<'auth', 'me'>>().toEqualTypeOf<Session>();
    expectTypeOf<ApiData<'users', 'list'>[0]['list_data']['data'][number]>().toEqualTypeOf<User>();
    // A screen generic over its rows takes what any list call answers.
    expectTypeOf<ApiData<'roles', 'list'>>().toExtend<ListAnswer<Role>>();
    expectTypeOf<ApiData<'users', 'list'>>().toExtend<ListAnswer<User>>();
    expectTypeOf<ApiData<'users', 'list'>>().not.toExtend<ListAnswer<Role>>();
  });

  it('has methods without input for calls that take none, and a signal for every call', () => {
    expectTypeOf<ApiClient['auth']['me']>().parameters.toEqualTypeOf<
      [options?: { signal?: AbortSignal }]
    >();
    expectTypeOf<ApiClient['users']['list']>()
      .parameter(1)
      .toEqualTypeOf<{ signal?: AbortSignal } | undefined>();
    expectTypeOf<ApiClient['upload']>().returns.resolves.toEqualTypeOf<{ path_file: string }>();
  });

  it('refuses inputs the contract refuses', () => {
    const api = {} as ApiClient;
    const never = () => {
      // @ts-expect-error status must be ENABLE or DISABLE
      void api.users.setStatus({ id: 1, status: 'ON', updated_at: '' });
      // @ts-expect-error the name is required on updates (the version is optional)
      void api.pohonProfesi.update({ id: 1 });
      // @ts-expect-error a LABEL needs nama_label and urutan_label
      void api.menus.create({ menu_tipe: 'LABEL', nama_menu: 'x' });
    };
    expectTypeOf(never).toBeFunction();
  });
});
