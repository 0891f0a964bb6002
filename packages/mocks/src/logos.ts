import { http, HttpResponse } from 'msw';

/**
 * The brand the mocks serve for every stored file (logos, photos): the server serves uploads
 * under /backend/storage, and an image that never loads would show as broken in a story.
 */
const BRAND_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40">
<rect x="2" y="4" width="32" height="32" rx="8" fill="#2f5bd3"/>
<path d="M25 14a8 8 0 1 0 0 12" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>
<text x="42" y="27" font-family="system-ui, sans-serif" font-size="18" font-weight="700" fill="#2f5bd3">Cermat</text>
</svg>`;

export const storedFiles = http.get(
  '*/backend/storage/*',
  () => new HttpResponse(BRAND_SVG, { headers: { 'Content-Type': 'image/svg+xml' } }),
);

/** The three logos configured, as an administrator sets them on the Konfigurasi screen. */
export const configuredLogos = {
  LOGO_SMALL: '/storage/logo/small.svg',
  LOGO_FULL_DARK: '/storage/logo/full-dark.svg',
  LOGO_FULL_LIGHT: '/storage/logo/full-light.svg',
};
