export { boundariesPlugin, layerVerdict, verdict, ownerOf, packageName } from './boundaries.js';
export { arrows, layers } from './arrows.js';
