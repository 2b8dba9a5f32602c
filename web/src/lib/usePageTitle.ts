import { useEffect } from 'react';
import { pageTitle } from './format';

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
