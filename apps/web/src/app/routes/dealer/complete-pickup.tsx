import { AreaPage } from '../accounts/form-page.tsx';

/** Placeholder: filled by issue 16's work on this page. */
export function CompletePickupPage() {
  return <AreaPage title="Complete Pickup">{null}</AreaPage>;
}

export { CompletePickupPage as Component };
