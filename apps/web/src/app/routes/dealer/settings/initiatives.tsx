import { DealerInitiatives } from '../../../../features/dealer-settings/initiatives/components/dealer-initiatives.tsx';
import { initiativeTexts } from '../../../../features/dealer-settings/initiatives/texts.ts';
import { AreaPage } from '../../accounts/form-page.tsx';

/** /dealer/settings/initiatives (ours; spec 3 'Dealer initiative'): the initiatives of the marketplace page. */
export function DealerInitiativesPage() {
  return (
    <AreaPage title={initiativeTexts.title}>
      <DealerInitiatives />
    </AreaPage>
  );
}

export { DealerInitiativesPage as Component };
