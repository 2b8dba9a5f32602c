export { FrcManagerPage } from './FrcManagerPage';
