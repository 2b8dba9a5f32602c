export { GetItForMeNavLink } from './GetItForMeNavLink';
export { GetItForMePage } from './GetItForMePage';
