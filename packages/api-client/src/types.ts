// The console may not import the contract package: what it needs comes through here.
import type { Contract, EntryData, EntryDef, EntryInput } from '@cermat/contract';

export type {
  ConfigKey,
  ConfigMap,
  DashboardData,
  FieldErrors,
  FailureData,
  ListAnswer,
  ListQuery,
  Login,
  MenuAccess,
  MenuForm,
  MenuLinkName,
  MenuMaster,
  MenuRole,
  MenuTreeItem,
  Meta,
  Page,
  PageDetail,
  PageLink,
  PageRows,
  Paginator,
  Pelaksanaan,
  PelaksanaanDetail,
  PlainRow,
  Right,
  Role,
  RoleAccessDetail,
  RoleOption,
  RolesPageQuery,
  Session,
  SessionRole,
  SessionUser,
  TestCode,
  User,
  UserDetail,
} from '@cermat/contract';

type Call<
  R extends keyof Contract,
  C extends keyof Contract[R],
> = Contract[R][C] extends infer E extends EntryDef ? E : never;

/** What `api[R][C]` takes: ApiInput<'users', 'create'>. */
export type ApiInput<R extends keyof Contract, C extends keyof Contract[R]> = EntryInput<
  Call<R, C>
>;
/** What `api[R][C]` resolves to: ApiData<'users', 'list'>. */
export type ApiData<R extends keyof Contract, C extends keyof Contract[R]> = EntryData<Call<R, C>>;
