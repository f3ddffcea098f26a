import { useId } from 'react';
import type { AllPincodesResponse } from '@kt/contract/dealer-settings/pincodes';
import { StatusPill, type StatusTone } from '../../../../components/ui/status-pill.tsx';
import { formatDayInIndia } from '../../../../lib/format.ts';
import { areaTexts } from '../area-texts.ts';

type Props = { requests: AllPincodesResponse['requests'] };

const statusTones: Record<Props['requests'][number]['status'], StatusTone> = { Pending: 'warning', Approved: 'success', Rejected: 'danger' };

/** The dealer's requests for pincodes beyond the direct ones, newest first, with the admin's answer. */
export function PincodeRequests({ requests }: Props) {
  const headingId = useId();
  return (
    <section className="areas__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="areas__title">
        {areaTexts.requestsTitle}
      </h2>
      <ul className="stack-list">
        {requests.map((entry) => (
          <li key={entry.id} className="areas__request">
            <span className="areas__request-text">
              <span className="areas__request-place">
                {entry.pincode}
                {entry.area ? `, ${entry.area}` : ''}
              </span>
              <span className="areas__request-date">
                {areaTexts.requestedOn} {formatDayInIndia(entry.created_at)}
              </span>
            </span>
            <StatusPill tone={statusTones[entry.status]}>{areaTexts.requestStatuses[entry.status]}</StatusPill>
          </li>
        ))}
      </ul>
    </section>
  );
}
