import { AreaPage } from '../accounts/form-page.tsx';

/** Placeholder: filled by the admin console's work on this page. */
export function AdminContentPage() {
  return <AreaPage title="Site Content">{null}</AreaPage>;
}

export { AdminContentPage as Component };
