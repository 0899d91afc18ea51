import { createTheme } from '@mantine/core';
import './contrast.css';

/**
 * The filled primary is one shade darker than Mantine's default, for white text at 4.5:1; the
 * other contrast fixes are CSS variables in contrast.css.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 7 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});
