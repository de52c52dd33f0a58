import { useStatusLabel } from './status-pie.tsx';

/** Spec §4 badges: Resolved green, Pending and Open yellow, Rejected red, anything else grey (the pie's colours). */
export function StatusBadge({ status }: { status: string }) {
  const label = useStatusLabel();
  return (
    <span className="badge status-badge" data-status={status}>
      {label(status)}
    </span>
  );
}
