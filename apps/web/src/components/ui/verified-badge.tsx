import './verified-badge.css';

/**
 * Issue 28: the mark of a dealer whose documents an admin verified, with the date (the text,
 * e.g. 'Verified 15 Jan 2026', comes from the caller's texts file). The tick is decoration.
 */
export function VerifiedBadge({ text }: { text: string }) {
  return (
    <span className="verified-badge">
      <svg className="verified-badge__tick" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path d="M6.2 11.6 2.6 8l1.1-1.1 2.5 2.5 6.1-6.1 1.1 1.1z" fill="currentColor" />
      </svg>
      {text}
    </span>
  );
}
