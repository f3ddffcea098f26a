import { messages } from '@kt/contract/messages';
import { toast } from '../../../components/ui/toast.tsx';
import { AreaPage } from '../accounts/form-page.tsx';

/** /sell/user/autoscrap (spec 2.6, 8): what auto scrap is, and a button that says it is not available yet. */
export function UserAutoScrapPage() {
  return (
    <AreaPage title="Auto Scrap">
      <div style={{ maxWidth: 640 }}>
        <p className="lead">Let your scrap be picked up on a schedule, without booking each time.</p>
        <p>
          With auto scrap you choose how often a dealer near you should come (for example every week or every month),
          and a pickup is booked for you each time, at your saved address.
        </p>
        <button type="button" className="btn btn--primary" onClick={() => toast.info(messages.general.notAvailable)}>
          Set up auto scrap
        </button>
      </div>
    </AreaPage>
  );
}

export { UserAutoScrapPage as Component };
