import { lazy, Suspense, useId, useState } from 'react';
import { Tabs, tabPanelProps } from '../../../../components/ui/tabs.tsx';
import { withTwins } from '../../../../lib/languages/twins.ts';
import { useAuth } from '../../../../lib/use-auth.ts';
import { employeeTexts } from '../texts.ts';
import { AddEmployeeForm } from './add-employee-form.tsx';
import { EmployeeList } from './employee-list.tsx';
import '../employees.css';

const AddEmployeeByMobileForm = lazy(
  withTwins(() => import('./add-employee-by-mobile-form.tsx').then((module) => ({ default: module.AddEmployeeByMobileForm }))),
);

type Method = 'email' | 'mobile';

/** Made when drawn: the catalogue answers in the page's language (issue 29). */
function methods() {
  return [
    { value: 'email', label: employeeTexts.methods.email },
    { value: 'mobile', label: employeeTexts.methods.mobile },
  ] as const;
}

/**
 * /dealer/settings/addemployee (spec 2.7, 3): the registration form, by e-mail (the spec's) or
 * by mobile number (issue 27), then the dealer's employees.
 */
export function DealerEmployees() {
  const auth = useAuth();
  const tabsId = useId();
  const [method, setMethod] = useState<Method>('email');
  // The area layout sends a signed-out visitor to /signin.
  if (!auth) return null;
  return (
    <div className="employees">
      <Tabs label={employeeTexts.methodLabel} options={methods()} value={method} onChange={setMethod} idPrefix={tabsId} />
      <div {...tabPanelProps(tabsId, method)} className="employees__panel">
        {method === 'email' ? (
          <>
            <p className="muted">{employeeTexts.intro}</p>
            <AddEmployeeForm dealerId={auth.id} dealerEmail={auth.email} />
          </>
        ) : (
          <>
            <p className="muted">{employeeTexts.mobileIntro}</p>
            <EmployeeByMobileCard dealerId={auth.id} />
          </>
        )}
      </div>
      <EmployeeList dealerId={auth.id} />
    </div>
  );
}

function EmployeeByMobileCard({ dealerId }: { dealerId: number }) {
  const headingId = useId();
  return (
    <section className="form-card employees__form" aria-labelledby={headingId}>
      <h2 id={headingId} className="employees__title">
        {employeeTexts.formTitle}
      </h2>
      <Suspense fallback={<p className="skeleton employees__skeleton" aria-busy="true" aria-label={employeeTexts.loadingForm} />}>
        <AddEmployeeByMobileForm dealerId={dealerId} />
      </Suspense>
    </section>
  );
}
