export { ScanListPage } from './ScanListPage';
export { ScanDetailPage } from './ScanDetailPage';
