import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import type { PageAction } from './page-action';

/** The page header's actions folded into a menu below 1200 px (src/ui/page-header.tsx). */
export function PageActionsMenu({ actions, label, defaultOpened }: { actions: PageAction[]; label: string; defaultOpened: boolean }) {
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={label}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item key={action.label} leftSection={action.icon} color={action.color} onClick={action.onClick} renderRoot={action.link}>
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
