// Mantine's styles that are no component's: the baseline (a reset, and the order of Mantine's CSS
// layers: it comes first) and the global rules. Each component's own file comes with its code, into
// the chunk that code lands in (scripts/mantine-styles.ts). The theme's CSS variables are no file:
// MantineProvider writes them all (src/app/app.tsx, deduplicateCssVariables).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
