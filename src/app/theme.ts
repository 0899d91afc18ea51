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
  components: {
    // A closed select's options are not kept in the page: Mantine keeps them (hidden) by default,
    // and each one placed its hidden dropdown as the screen mounted, forcing a style and layout
    // pass per select (the header's and the list's selects: ~80 ms on a slow tablet). They mount
    // when the dropdown opens; the input names its list only while it is open, either way.
    // A plain object, not Select.extend: that would bring the Select into the entry chunk.
    Select: { defaultProps: { comboboxProps: { keepMounted: false } } },
  },
});
