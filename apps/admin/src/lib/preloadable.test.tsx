import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('preloadable', () => {
  it('renders at once when its code was preloaded: no fallback, not even for a frame', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const Screen = preloadable(load);
    await Screen.preload();
    const { container } = render(
      <Suspense fallback={<p>loading</p>}>
        <Screen name="Ana" />
      </Suspense>,
    );
    // Synchronously after render: a suspension would show the fallback here.
    expect(container.textContent).toBe('Hello Ana');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('rendered first, suspends and loads its code (once); shows it when rendered again', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const Screen = preloadable(load);
    const ui = (name: string) => (
      <Suspense fallback={<p>loading</p>}>
        <Screen name={name} />
      </Suspense>
    );
    const { container, rerender } = render(ui('Budi'));
    expect(container.textContent).toBe('loading');
    await Screen.preload();
    rerender(ui('Citra'));
    expect(container.textContent).toBe('Hello Citra');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next preload', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Hello });
    const Screen = preloadable(load);
    await expect(Screen.preload()).rejects.toThrow('offline');
    await expect(Screen.preload()).resolves.toBe(Hello);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
