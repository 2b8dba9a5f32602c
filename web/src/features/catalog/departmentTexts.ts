/** The category texts shown with a department on the categories page and its listing (storefront §1). */
const DEPARTMENT_TEXTS: Record<string, string> = {
  'Indexable Tooling': 'Choose from over 2,000 indexable inserts.',
};

export const departmentTextOf = (department: string | null): string | null =>
  (department && DEPARTMENT_TEXTS[department]) ?? null;
