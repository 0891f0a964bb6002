// index.html with the sign-in form in it: the build renders the app's own sign-in form
// (src/app/boot/sign-in-page.tsx) into the page, hidden, with the boot script that shows it
// on a sign-in route when nobody is signed in. The form is there at the first paint, before
// any of the files the app needs; the app takes it over when it arrives.
import { createServer, minify } from 'vite';
import { firstChunks } from './preload-first.mjs';

const SIGN_IN_PAGE = 'src/app/boot/sign-in-page.tsx';
const ROOT = '<div id="root"></div>';

/** index.html with the drawn page inside #root and the boot script right after it. */
export function withSignInPage(html, { markup, script }) {
  if (!html.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`);
  if (/<\/script/i.test(script)) throw new Error('the boot script may not contain </script');
  return html.replace(ROOT, `<div id="root">${markup}</div>\n    <script>${script}</script>`);
}

/**
 * The Vite plugin. `signedIn`: modules (source paths) whose chunks the boot script preloads
 * when somebody is signed in (the sign-in page itself does not need them).
 */
export function signInPage({ signedIn = [] } = {}) {
  let config;
  return {
    name: 'cermat:sign-in-page',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const preload = firstChunks(chunks, signedIn).map((file) => `./${file}`);
        // The app's own modules, run in Node through Vite (aliases, TSX, workspace sources).
        const server = await createServer({
          configFile: false,
          root: config.root,
          resolve: { alias: config.resolve.alias },
          logLevel: 'warn',
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: 'custom',
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const page = await server.ssrLoadModule(SIGN_IN_PAGE);
          const drawn = page.signInPage({ preload });
          const { code, errors } = await minify('boot.js', drawn.script, {
            compress: true,
            mangle: true,
          });
          if (errors?.length) throw new Error(`the boot script: ${errors[0].message}`);
          return withSignInPage(html, { markup: drawn.markup, script: code.trim() });
        } finally {
          await server.close();
        }
      },
    },
  };
}
