import { useTranslation } from '../i18n/use-translation.ts';
import type { ComplaintAction } from '@nagar/contract';
import { formatComplaintTime } from '../lib/format.ts';
import { useSite } from '../lib/site.ts';
import { StatusBadge } from './status-badge.tsx';
import { ComplaintPhotos } from './site/complaint-photos.tsx';
import { isComplaintActor } from '../i18n/keys.ts';

/**
 * A complaint's history, oldest first, as the citizen (Track) and the staff (the complaint's page) see it:
 * when, the status it moved to, who acted (by role; staff also see the person's name), the remarks and the action photos.
 */
export function ComplaintHistory(props: {
  history: ComplaintAction[];
  /** The photos' alternative text, by number. */
  photoAlt: (n: number) => string;
  /** Names who acted in a phrase ('By Citizen', 'नागरिक द्वारा'); without it, the name alone. */
  by?: (actor: string) => string;
  /** Under the first entry, the filing (the citizen's, or staff's for a citizen): 'Complaint filed'. */
  filedNote?: string;
}) {
  const { t, i18n } = useTranslation();
  // An actor this page does not know by key keeps the answer's English name.
  const { council } = useSite();
  const actorName = (h: ComplaintAction) => (isComplaintActor(h.actor) ? t(`complaints.actors.${h.actor}`, { council }) : h.actorRole);
  return (
    <ol className="list-unstyled complaint-history">
      {props.history.map((h, i) => (
        <li key={i} className="border-start border-3 ps-3 mb-3">
          <div>
            <strong>{formatComplaintTime(h.at, i18n.language)}</strong> · <StatusBadge status={h.status} /> ·{' '}
            <span data-testid="history-actor">
              {props.by ? props.by(actorName(h)) : h.actorName ? `${h.actorName} (${actorName(h)})` : actorName(h)}
            </span>
          </div>
          {props.filedNote && i === 0 && h.status === 'Open' ? <div className="small">{props.filedNote}</div> : null}
          {h.event && h.assignee ? (
            <div className="small fw-semibold" data-testid="history-assigned">
              {t(h.event === 'escalated' ? 'complaints.escalatedNote' : 'complaints.assignedNote', {
                name: h.assignee.name,
                role: isComplaintActor(h.assignee.role) ? t(`complaints.actors.${h.assignee.role}`, { council }) : h.assignee.role,
              })}
            </div>
          ) : null}
          {h.reopened ? (
            <div className="small fw-semibold" data-testid="history-reopened">
              {t('complaints.reopenedNote')}
            </div>
          ) : null}
          {h.remarks && <p className="mb-1">{h.remarks}</p>}
          <ComplaintPhotos urls={h.images} alt={props.photoAlt} />
        </li>
      ))}
    </ol>
  );
}
