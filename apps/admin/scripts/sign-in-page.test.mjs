import { describe, expect, it } from 'vitest';
import { withSignInPage } from './sign-in-page.mjs';

const html = '<html><body>\n    <div id="root"></div>\n  </body></html>';

describe('withSignInPage', () => {
  it('puts the drawn page inside #root and the boot script right after it', () => {
    const page = withSignInPage(html, { markup: '<main>form</main>', script: 'boot()' });
    expect(page).toBe(
      '<html><body>\n    <div id="root"><main>form</main></div>\n    <script>boot()</script>\n  </body></html>',
    );
  });

  it('refuses a page without #root, and a script that would end its own tag', () => {
    expect(() => withSignInPage('<html></html>', { markup: '', script: '' })).toThrow('id="root"');
    expect(() =>
      withSignInPage(html, { markup: '', script: 'x("</SCRIPT><script>evil()")' }),
    ).toThrow('</script');
  });
});
