import { describe, expect, it } from 'vitest';
import { configuredLogos } from '../src/logos';
import { serve } from './call';

const ORIGIN = 'http://console.test';

describe('stored files', () => {
  it('serves an image for every stored file a screen may show (logos, photos, the examples)', async () => {
    serve();
    for (const path of [
      ...Object.values(configuredLogos),
      '/storage/uploads/0123456789abcdef0123456789abcdef.png',
    ]) {
      const answer = await fetch(`${ORIGIN}/backend${path}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/svg+xml');
      expect(await answer.text()).toMatch(/^<svg /);
    }
  });

  it('configures the three logos only in the scenario that asks for them', async () => {
    expect(
      Object.values(serve().store.configs).filter((v) => String(v).includes('/logo/')),
    ).toEqual([]);
    expect(serve({ logos: true }).store.configs).toMatchObject(configuredLogos);
  });
});
