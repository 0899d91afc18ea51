import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';

/**
 * What Mantine's AppShell header, footer and aside take from 'react-remove-scroll': the class names
 * that keep fixed elements in place while a modal locks the page's scroll. vite.config.ts resolves
 * their import here, so the main layout's first load does not carry the scroll lock itself (the
 * modals bring it when they load).
 */
export const RemoveScroll = { classNames: { zeroRight: zeroRightClassName, fullWidth: fullWidthClassName } };
