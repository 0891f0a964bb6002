export { createApiClient, type ApiClient, type ApiMethod } from './client';
export { ApiError, ContractError, isApiError, type ApiErrorKind } from './errors';
export type { ApiClientOptions, ApiMessages, CallOptions, ResponseValidator } from './options';
export * from './types';
// The audit trail's kinds, for filters (zod-free, like the route table).
export { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@cermat/contract/limits';
