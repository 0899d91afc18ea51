import { describe, expect, it } from 'vitest';
import { menuModeFor } from '../../src/app/layout/use-menu-mode';
import { groupForPath, isCurrent } from '../../src/app/layout/navigation';

describe('the side menu mode (docs/areas/shell.md)', () => {
  it('is an overlay below 1024 px', () => {
    expect(menuModeFor(768)).toBe('mobile');
    expect(menuModeFor(1023)).toBe('mobile');
  });

  it('is the mini menu from 1024 up to but not including 1600 px', () => {
    expect(menuModeFor(1024)).toBe('mini');
    expect(menuModeFor(1280)).toBe('mini');
    expect(menuModeFor(1599)).toBe('mini');
  });

  it('is expanded from 1600 px', () => {
    expect(menuModeFor(1600)).toBe('full');
    expect(menuModeFor(2560)).toBe('full');
  });
});

describe('the navigation', () => {
  it('opens the group matching the first path segment', () => {
    expect(groupForPath('/finans/cari-listeler/abc/edit')).toBe('finans');
    expect(groupForPath('/kys/planlar')).toBe('kys');
    expect(groupForPath('/kpi')).toBeNull();
    expect(groupForPath('/')).toBeNull();
  });

  it('marks a link current for its own path and the pages below it only', () => {
    expect(isCurrent('/finans/nakit-akis/form', '/finans/nakit-akis')).toBe(true);
    expect(isCurrent('/finans/nakit-akis-x', '/finans/nakit-akis')).toBe(false);
    expect(isCurrent('/kpi', '/')).toBe(false);
    expect(isCurrent('/', '/')).toBe(true);
  });
});
