import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Anchor, Badge, Box, Breadcrumbs, Button, Group, Text, Title } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import { deferred } from './deferred';
import type { PageAction } from './page-action';
import classes from './page-header.module.css';

/** The folded actions' menu (and Mantine's Menu with it) loads after the first render. */
const actionsMenu = deferred(() => import('./page-actions-menu'));

/** A trail step: a link rendered by the caller (a router Link) or the current page's text. */
export interface Crumb {
  label: string;
  /** Renders the step as a router link, e.g. `(props) => <Link to="/sirket" {...props} />`. */
  link?: (props: Record<string, unknown>) => ReactElement;
}

export type { PageAction };

interface PageHeaderProps {
  title: string;
  /** The trail above the title: list first, then the record; the current page last, without a link. */
  crumbs?: Crumb[];
  /** The number of records on a list, shown beside its title. */
  count?: number;
  /** A small mark beside the title (a status or sync badge). */
  badge?: ReactNode;
  actions?: PageAction[];
  /** Controls that are not actions (a currency selector): always visible. */
  children?: ReactNode;
}

/**
 * The page header every screen uses: breadcrumbs, the record's own title (also the browser tab's),
 * a count on lists, and actions that fold into a menu below 1200 px, so at tablet width no button
 * wraps alone onto a second line.
 */
export function PageHeader({ title, crumbs, count, badge, actions = [], children }: PageHeaderProps) {
  const { t } = useLingui();
  useEffect(() => {
    document.title = title;
  }, [title]);
  const primary = actions.filter((action) => action.primary);
  const secondary = actions.filter((action) => !action.primary);
  const folds = secondary.length > 0;
  useEffect(() => {
    if (folds) actionsMenu.loadWhenIdle();
  }, [folds]);

  const button = (action: PageAction) => (
    <Button
      key={action.label}
      variant={action.variant ?? (action.primary ? 'filled' : 'light')}
      color={action.color}
      leftSection={action.icon}
      onClick={action.onClick}
      renderRoot={action.link}
    >
      {action.label}
    </Button>
  );

  return (
    <Box mb="md" component="header" data-testid="page-header">
      {crumbs && crumbs.length > 0 && (
        <Breadcrumbs mb={4} separatorMargin={6} aria-label={t`Konum`} component="nav">
          {crumbs.map((crumb) =>
            crumb.link ? (
              <Anchor key={crumb.label} size="sm" renderRoot={crumb.link}>
                {crumb.label}
              </Anchor>
            ) : (
              <Text key={crumb.label} size="sm" c="dimmed" aria-current="page">
                {crumb.label}
              </Text>
            ),
          )}
        </Breadcrumbs>
      )}
      <div className={classes.row}>
        <Group gap="xs" wrap="nowrap" className={classes.title}>
          <Title order={2} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {count !== undefined && (
            <Badge variant="light" color="gray" size="lg" data-testid="page-count" aria-label={t`${count} kayıt`}>
              {count}
            </Badge>
          )}
          {badge}
        </Group>
        <Group gap="sm" wrap="nowrap" className={classes.actions} data-page-actions>
          {children}
          {primary.map(button)}
          {secondary.length > 0 && (
            <>
              <Group gap="sm" wrap="nowrap" visibleFrom="lg">
                {secondary.map(button)}
              </Group>
              <Box hiddenFrom="lg">
                <FoldedActions actions={secondary} label={t`Diğer işlemler`} />
              </Box>
            </>
          )}
        </Group>
      </div>
    </Box>
  );
}

/** The menu of the folded actions; until it has loaded, its button alone, which opens it once loaded. */
function FoldedActions({ actions, label }: { actions: PageAction[]; label: string }) {
  const menu = actionsMenu.useModule();
  const [openOnLoad, setOpenOnLoad] = useState(false);
  if (menu) return <menu.PageActionsMenu actions={actions} label={label} defaultOpened={openOnLoad} />;
  return (
    <ActionIcon variant="default" size="lg" aria-label={label} {...actionsMenu.menuButton(() => setOpenOnLoad(true))}>
      <IconDotsVertical size={18} aria-hidden />
    </ActionIcon>
  );
}
