import { AdminContent } from '../../../features/admin-content/components/admin-content.tsx';
import { adminContentTexts } from '../../../features/admin-content/texts.ts';
import { AreaPage } from '../accounts/form-page.tsx';

/** /admin/content (issue 15): the team, testimonials, FAQ and dealer initiatives of the public pages. */
export function AdminContentPage() {
  return (
    <AreaPage title={adminContentTexts.title}>
      <AdminContent />
    </AreaPage>
  );
}

export { AdminContentPage as Component };
