export { ShoppingListPage } from './ShoppingListPage';
export { ShoppingListsPage } from './ShoppingListsPage';
