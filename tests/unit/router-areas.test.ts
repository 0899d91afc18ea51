import { describe, expect, it } from 'vitest';
import { navigation } from '../../src/app/layout/navigation';
import { inspectionRoutes } from '../../src/routes/inspections';
import { areaRoutes, createAppRouter } from '../../src/routes/router';

// The router finds the area route modules (src/routes/<area>.tsx) itself (import.meta.glob); no
// shared file lists an area (docs/adding-a-record-kind.md §6).

describe('the router', () => {
  it('has each area module’s routes, inspections’ among them, each once', () => {
    for (const route of inspectionRoutes) expect(areaRoutes).toContain(route);
    expect(new Set(areaRoutes).size).toBe(areaRoutes.length);
    const paths = Object.keys(createAppRouter().routesByPath);
    for (const path of [
      '/denetleme-raporlari/gemi-denet-raporlari',
      '/denetleme-raporlari/gemi-denet-raporlari/$denetimId',
      '/denetleme-raporlari/gemi-denet-raporlari/$denetimId/edit',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('has a route for every page of the menu: an area’s screen', () => {
    const paths = new Set(Object.keys(createAppRouter().routesByPath));
    const links = navigation.flatMap((item) => (item.kind === 'link' ? [item.to] : item.links.map((link) => link.to)));
    expect(links.length).toBeGreaterThan(30);
    expect(links.filter((to) => !paths.has(to))).toEqual([]);
  });
});
