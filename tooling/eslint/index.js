export { boundariesPlugin, verdict, ownerOf, packageName } from './boundaries.js';
export { arrows } from './arrows.js';
