import { id } from '@cermat/core';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentHashRoute, navigate } from '@/lib/hash-location';
import { useUnsavedChanges } from './use-unsaved-changes';

describe('useUnsavedChanges', () => {
  it('asks before leaving a dirty form and stays when the user says no', () => {
    navigate('/master/role/tambah');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderHook(() => useUnsavedChanges(true));
    navigate('/master/role');
    expect(confirm).toHaveBeenCalledWith(id.confirm.leaveUnsaved);
    expect(currentHashRoute()).toBe('/master/role/tambah');
  });

  it('leaves when the user agrees', () => {
    navigate('/master/role/tambah');
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderHook(() => useUnsavedChanges(true));
    navigate('/master/role');
    expect(currentHashRoute()).toBe('/master/role');
  });

  it('lets a clean form go without asking, also after the changes were saved', () => {
    navigate('/master/role/tambah');
    const confirm = vi.spyOn(window, 'confirm');
    const { rerender } = renderHook(({ dirty }) => useUnsavedChanges(dirty), {
      initialProps: { dirty: true },
    });
    rerender({ dirty: false });
    navigate('/master/role');
    expect(confirm).not.toHaveBeenCalled();
    expect(currentHashRoute()).toBe('/master/role');
  });
});
