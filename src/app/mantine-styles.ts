// Mantine's styles in the entry's style sheet, the one index.html links: the baseline (a reset),
// the global rules, and the files of the components some screen renders on its first paint. Any
// other component's file comes with its code, into the chunk that code lands in
// (scripts/mantine-styles.ts): a select's dropdown, a menu, a dialog, a chart. Listed here, a file
// costs every first screen its bytes; left to its chunk, it costs the screen that needs it one
// more request before its first paint (Vite holds a chunk until its style sheet has loaded), which
// on a ship's satellite link is 600 ms. `npm test`'s budgets check names a first screen's file that
// is not here. The order does not matter: each file is a CSS layer, ordered by index.html. The
// theme's CSS variables are no file: MantineProvider writes them (src/app/app.tsx).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
