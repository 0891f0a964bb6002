// Its own chunk: the default language (id) never downloads the English texts.
export { en } from '@cermat/core';
