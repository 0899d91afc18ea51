import { Notifications } from '@mantine/notifications';
import classes from './toasts.module.css';

/**
 * The toast container (SPEC §8, §9: top right, below the header). App loads this module lazily,
 * so the container's code stays out of the first screen; src/ui/notify.ts only needs the store.
 */
export function Toasts() {
  return <Notifications position="top-right" zIndex={1000} classNames={{ root: classes.root }} />;
}
