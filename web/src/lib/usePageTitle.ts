import { useEffect } from 'react';
import { pageTitle } from './format';
import { storeName } from './storeName';

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title, storeName());
  }, [title]);
}
