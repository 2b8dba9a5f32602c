export { UniversalCribPage } from './UniversalCribPage';
