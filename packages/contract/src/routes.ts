// `@cermat/contract/routes`: what a browser needs to make every call, without zod.
export { pathParams, splitInput, type Route } from './routes-binding';
export { routes } from './routes.generated';
export { routeNames } from './routes-names.generated';
