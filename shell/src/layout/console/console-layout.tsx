import type { ReactNode } from 'react';
import { selectIsLoggedIn, useAppSelector } from '@taesung/shared';
import { ConsoleLogin } from './console-login.tsx';

/** The staff console's frame. Without a session it shows the login instead of the page. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return <main id="main">{loggedIn ? children : <ConsoleLogin />}</main>;
}
