import { useId } from 'react';
import type { AllPincodesResponse } from '@kt/contract/dealer-settings/pincodes';
import { formatDayInIndia } from '../../../../lib/format.ts';
import { areaTexts } from '../area-texts.ts';

type Props = { requests: AllPincodesResponse['requests'] };

/** The dealer's requests for pincodes beyond the direct ones, newest first, with the admin's answer. */
export function PincodeRequests({ requests }: Props) {
  const headingId = useId();
  return (
    <section className="areas__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="areas__title">
        {areaTexts.requestsTitle}
      </h2>
      <ul className="areas__requests">
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
            <span className={`areas__pill areas__pill--${entry.status.toLowerCase()}`}>{entry.status}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
