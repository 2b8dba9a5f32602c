import { useQuery } from '@apollo/client/react';
import { NavLink } from 'react-router';
import { GetItForMeAccessDocument } from './GetItForMe.generated';

/** 'Get it for Me' in the main navigation when the viewer may use it (quotes first, else non-stock orders). */
export function GetItForMeNavLink() {
  const { data } = useQuery(GetItForMeAccessDocument);
  const access = data?.getItForMe;
  if (!access || !(access.quotes || access.nonStockOrders)) return null;
  return (
    <li>
      <NavLink to={access.quotes ? '/my-account/quote' : '/my-account/non-stock'}>Get it for Me</NavLink>
    </li>
  );
}
