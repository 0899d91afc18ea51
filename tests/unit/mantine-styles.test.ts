import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { layerOf, layerOrder, packageParts, stylesFor, topLevelRules } from '../../scripts/mantine-styles';

// The build plugin that brings each Mantine component's styles with its code (scripts/mantine-styles.ts),
// against the installed Mantine packages.

const core = '/app/node_modules/@mantine/core/esm/components';

describe('the styles of a module of class names', () => {
  it('a core component’s is its file in @mantine/core/styles', () => {
    expect(stylesFor(`${core}/Button/Button.module.mjs`)).toBe('@mantine/core/styles/Button.css');
    expect(stylesFor(`${core}/Combobox/Combobox.module.mjs`)).toBe('@mantine/core/styles/Combobox.css');
  });

  it('a chart’s is its part of the charts’ file; other modules have none', () => {
    expect(stylesFor('/app/node_modules/@mantine/charts/esm/grid-chart.module.mjs')).toBe('virtual:mantine-styles/charts/grid-chart.css');
    expect(stylesFor('/app/node_modules/@mantine/notifications/esm/Notifications.module.mjs')).toBe(
      'virtual:mantine-styles/notifications/Notifications.css',
    );
    expect(stylesFor(`${core}/Button/Button.mjs`)).toBeNull();
    expect(stylesFor('/app/src/ui/data-table.module.css')).toBeNull();
  });

  it('the core’s files are layers, their .layer.css twins and other style sheets are not', () => {
    expect(layerOf('/app/node_modules/@mantine/core/styles/Popover.css')).toBe('mantine.Popover');
    expect(layerOf('/app/node_modules/@mantine/core/styles/baseline.css?used')).toBe('mantine.baseline');
    expect(layerOf('/app/node_modules/@mantine/core/styles/Popover.layer.css')).toBeNull();
    expect(layerOf('/app/src/app/contrast.css')).toBeNull();
  });
});

describe('the layers’ order', () => {
  const order = layerOrder();
  const before = (a: string, b: string) =>
    expect(order.indexOf(`mantine.${a}`), `${a} before ${b}`).toBeLessThan(order.indexOf(`mantine.${b}`));

  it('is that of @mantine/core/styles.css: the base a component is built on comes before it', () => {
    expect(order[0]).toBe('mantine.baseline');
    before('global', 'UnstyledButton');
    before('UnstyledButton', 'Button');
    before('UnstyledButton', 'ActionIcon');
    before('Popover', 'Combobox');
    before('Input', 'PasswordInput');
    before('ModalBase', 'Drawer');
    expect(new Set(order).size).toBe(order.length);
  });

  it('has the other packages’ parts after the core’s', () => {
    before('Typography', 'notifications-Notifications');
    before('Typography', 'charts-grid-chart');
    expect(order).toContain('mantine.dropzone-Dropzone');
  });
});

describe('a package’s styles cut by module', () => {
  it('top-level rules keep their at-rules whole', () => {
    expect(topLevelRules('.a { color: red; }\n@media (x) { .a { color: blue; } }\n.b:where([x]) { top: 0 }')).toEqual([
      '.a { color: red; }',
      '@media (x) { .a { color: blue; } }',
      '.b:where([x]) { top: 0 }',
    ]);
    expect(() => topLevelRules('.a { color: red;')).toThrow();
  });

  it('the charts’: every rule in one part, the bar chart’s without the heatmap’s', () => {
    const parts = packageParts('charts');
    const all = topLevelRules(readFileSync('node_modules/@mantine/charts/styles.css', 'utf8'));
    expect([...parts.values()].flatMap(topLevelRules)).toHaveLength(all.length);
    const heatmap = readFileSync('node_modules/@mantine/charts/esm/Heatmap/Heatmap.module.mjs', 'utf8').match(/m_[0-9a-f]+/g)!;
    for (const module of ['grid-chart', 'ChartLegend', 'ChartTooltip', 'ChartBrush']) {
      expect(parts.get(module), module).toBeTruthy();
      for (const name of heatmap) expect(parts.get(module)).not.toContain(name);
    }
    expect(heatmap.some((name) => parts.get('Heatmap')!.includes(name))).toBe(true);
  });
});
