import { Outlet } from 'react-router';
import { adminSessionTexts } from '../../features/admin-session/texts.ts';
import { paths } from '../../lib/paths.ts';
import { AreaFrame } from './area-frame.tsx';
import { AreaBrand } from './area-layout.tsx';
import { LanguageSwitch } from './language-switch.tsx';

/** /admin/signin in the console's own bar (issue 28): its name and the language switch (issue 29), not the public navigation and its SIGN IN. */
export function AdminSignInAreaLayout() {
  return (
    <AreaFrame brand={<AreaBrand name={adminSessionTexts.consoleName} to={paths.adminHome} />} actions={<LanguageSwitch />}>
      <Outlet />
    </AreaFrame>
  );
}

export { AdminSignInAreaLayout as Component };
