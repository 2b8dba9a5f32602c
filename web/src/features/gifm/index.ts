export { GetItForMePage } from './GetItForMePage';
