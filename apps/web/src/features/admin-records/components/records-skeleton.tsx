/** The placeholder of an admin record list while it loads: two card-shaped lines, announced by `label`. */
export function RecordsSkeleton({ label }: { label: string }) {
  return (
    <ul className="admin-list" aria-busy="true" aria-label={label}>
      {[0, 1].map((n) => (
        <li key={n} className="admin-card records-skeleton">
          <span className="records-skeleton__line skeleton" />
          <span className="records-skeleton__line records-skeleton__line--short skeleton" />
        </li>
      ))}
    </ul>
  );
}
