import { useAuth } from '../../../../lib/use-auth.ts';
import { employeeTexts } from '../texts.ts';
import { AddEmployeeForm } from './add-employee-form.tsx';
import { EmployeeList } from './employee-list.tsx';
import '../employees.css';

/** /dealer/settings/addemployee (spec 2.7, 3): the registration form, then the dealer's employees. */
export function DealerEmployees() {
  const auth = useAuth();
  // The area layout sends a signed-out visitor to /signin.
  if (!auth) return null;
  return (
    <div className="employees">
      <p className="muted">{employeeTexts.intro}</p>
      <AddEmployeeForm dealerId={auth.id} dealerEmail={auth.email} />
      <EmployeeList dealerId={auth.id} />
    </div>
  );
}
