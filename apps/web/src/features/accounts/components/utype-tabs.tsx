import type { Utype } from '@kt/contract/accounts/fields';
import { Tabs } from '../../../components/ui/tabs.tsx';

const options = [
  { value: 'customer', label: 'Customer' },
  { value: 'dealer', label: 'Dealer' },
] as const satisfies readonly { value: Utype; label: string }[];

type Props = { value: Utype; onChange: (utype: Utype) => void; idPrefix: string };

/** The Customer or Dealer toggle of sign-in and forgot password (spec 2.4). */
export function UtypeTabs({ value, onChange, idPrefix }: Props) {
  return <Tabs label="Account kind" options={options} value={value} onChange={onChange} idPrefix={idPrefix} />;
}
