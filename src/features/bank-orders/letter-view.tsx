import { createPortal } from 'react-dom';
import { letterText, type BankOrderLetter } from '../../domain/bank-order-letter';
import classes from './letter.module.css';

/**
 * The letter as a page of HTML: what "Yazdır" prints (the print CSS shows it alone on A4) and what
 * the detail page previews. Its wording is the document's (src/domain/bank-order-letter.ts), the
 * same as the PDF's, whatever the screen's language.
 */
export function LetterView({ letter, testId }: { letter: BankOrderLetter; testId?: string }) {
  const text = letterText(letter);
  return (
    <article className={classes.sheet} data-testid={testId} lang="tr">
      <header className={classes.letterhead}>
        <p className={classes.company}>{letter.letterhead.isim}</p>
        <div className={classes.muted}>{letter.letterhead.adres}</div>
      </header>
      <div className={classes.meta}>
        <div>{text.dateLine}</div>
        <div>{text.refLine}</div>
      </div>
      <p>
        {text.addressee.map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
      </p>
      <p>{text.subject}</p>
      <p>{text.salutation}</p>
      <p>{letter.bodyTr}</p>
      {letter.bodyEn && (
        <p className={classes.muted} lang="en">
          {letter.bodyEn}
        </p>
      )}
      <table className={classes.rows}>
        <tbody>
          {text.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {text.closing}
        <br />
        {letter.letterhead.isim}
      </p>
      <div className={classes.signatures}>
        <div>{text.signature}</div>
        <div>{text.stamp}</div>
      </div>
    </article>
  );
}

/**
 * The letter on screen, and a copy under <body> that only print media shows: printing the page
 * ("Yazdır") gives the letter alone on one A4 page.
 */
export function PrintableLetter({ letter }: { letter: BankOrderLetter }) {
  return (
    <>
      <LetterView letter={letter} testId="bank-order-letter" />
      {createPortal(
        <div className={`${classes.printCopy} bank-order-print-copy`} aria-hidden="true">
          <LetterView letter={letter} />
        </div>,
        document.body,
      )}
    </>
  );
}
