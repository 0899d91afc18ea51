import type { ReactElement, ReactNode } from 'react';

/** A page's action; the first `primary` one stays a button on narrow screens, the rest fold into a menu. */
export interface PageAction {
  label: string;
  icon?: ReactNode;
  color?: string;
  variant?: 'filled' | 'light' | 'subtle' | 'default';
  primary?: boolean;
  onClick?: () => void;
  link?: (props: Record<string, unknown>) => ReactElement;
}
