import { useLocation } from 'react-router';

/** Shows where the router is, as a visitor would read it in the address bar. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}
