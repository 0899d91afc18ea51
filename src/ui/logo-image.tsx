// The wordmark is part of the drawing, the same in both languages.
// eslint-disable-next-line lingui/no-unlocalized-strings
const WORDMARK = 'DENİZCİLİK';

/**
 * The portal's logo drawn in the page, not fetched: the
 * sign-in screen and the layout paint it with their first frame, without a request or an image
 * decode after it. `label` names it for screen readers; without one it is decoration.
 */
export function LogoImage({ mini = false, label }: { mini?: boolean; label?: string }) {
  const width = mini ? 40 : 120;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={width}
      height={40}
      viewBox={`0 0 ${width} 40`}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <rect width="40" height="40" rx="9" fill="#1c7ed6" />
      <path d="M20 8v22M13 13h14M9 24c2 6 7 8 11 8s9-2 11-8" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <circle cx="20" cy="8" r="3" fill="none" stroke="#fff" strokeWidth="2.5" />
      {!mini && (
        <g fontFamily="system-ui,Segoe UI,Arial,sans-serif">
          <text x="47" y="18" fontSize="13" fontWeight="700" fill="#1c3d5a" textLength="70" lengthAdjust="spacingAndGlyphs">
            {WORDMARK}
          </text>
          <text x="47" y="33" fontSize="11" fill="#1c7ed6">
            PORTAL
          </text>
        </g>
      )}
    </svg>
  );
}
