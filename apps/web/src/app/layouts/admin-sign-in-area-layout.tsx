import { Outlet } from 'react-router';
import { adminSessionTexts } from '../../features/admin-session/texts.ts';
import { paths } from '../../lib/paths.ts';
import { AreaFrame } from './area-frame.tsx';
import { AreaBrand } from './area-layout.tsx';

/** /admin/signin in the console's own bar (issue 28): its name, not the public navigation and its SIGN IN. */
export function AdminSignInAreaLayout() {
  return (
    <AreaFrame brand={<AreaBrand name={adminSessionTexts.consoleName} to={paths.adminHome} />}>
      <Outlet />
    </AreaFrame>
  );
}

export { AdminSignInAreaLayout as Component };
