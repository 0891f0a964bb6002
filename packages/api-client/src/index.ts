export { createApiClient, type ApiClient, type ApiMethod } from './client';
export { ApiError, ContractError, isApiError, type ApiErrorKind } from './errors';
export type { ApiClientOptions, ApiMessages, CallOptions, ResponseValidator } from './options';
export * from './types';
