import { useLingui } from '@lingui/react/macro';
import classes from './skip-link.module.css';

/** The id of the content area the skip link jumps to. */
export const MAIN_ID = 'icerik';

/**
 * The first stop of the Tab key: jumps past the header and the menu to the page's content. It
 * moves the focus itself instead of changing the URL's hash, which the router would treat as a
 * navigation.
 */
export function SkipLink() {
  const { t } = useLingui();
  return (
    <a
      href={`#${MAIN_ID}`}
      className={classes.skip}
      data-app-shell="skip-link"
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById(MAIN_ID);
        main?.focus();
        main?.scrollIntoView({ block: 'start' });
      }}
    >
      {t`İçeriğe geç`}
    </a>
  );
}
