// Mantine's popover controls (and floating-ui under them), loaded after a screen's first render by
// src/ui/deferred-controls.tsx.
export { Select, Tooltip } from '@mantine/core';
