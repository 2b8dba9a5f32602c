/** The visitor's answer to the country redirect modal, kept until the next day (docs/spec/storefront.md §2.3). */
export const REGION_COOKIE = 'region_choice';

/** Local midnight after `now`: the choice lasts the rest of the day. */
export const nextDay = (now: Date): Date => new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);

export const regionChoiceMade = (cookies: string = document.cookie): boolean =>
  cookies.split(';').some((part) => part.trim().startsWith(`${REGION_COOKIE}=`));

export const rememberRegionChoice = (choice: 'stay' | 'go', now = new Date()): void => {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${REGION_COOKIE}=${choice}; expires=${nextDay(now).toUTCString()}; path=/; SameSite=Lax${secure}`;
};
