import type { Utype } from '@kt/contract/accounts/fields';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { accountTexts } from '../texts.ts';

/** The tabs, read when drawn (the page's language). */
const options = () =>
  [
    { value: 'customer', label: accountTexts.customer },
    { value: 'dealer', label: accountTexts.dealer },
  ] as const satisfies readonly { value: Utype; label: string }[];

type Props = { value: Utype; onChange: (utype: Utype) => void; idPrefix: string };

/** The Customer or Dealer toggle of sign-in and forgot password (spec 2.4). */
export function UtypeTabs({ value, onChange, idPrefix }: Props) {
  return <Tabs label={accountTexts.accountKind} options={options()} value={value} onChange={onChange} idPrefix={idPrefix} />;
}
