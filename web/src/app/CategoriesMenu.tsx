import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorCodes, pageFailure } from '../lib/apolloErrors';
import { messages } from '../lib/messages';
import { NavPopover } from '../ui/NavPopover';
import { NavigationCategoriesDocument } from './Shell.generated';

const listing = (department: string, category?: string) =>
  `/c?${new URLSearchParams(category ? { department, category } : { department }).toString()}`;

/**
 * Categories in the main navigation: the departments and their categories of the category tree, as a
 * mega-menu. The tree is asked for when the menu first opens; without it (a guest outside open
 * browse) the menu still offers the categories page.
 */
export function CategoriesMenu() {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const { data, loading, error } = useQuery(NavigationCategoriesDocument, { skip: !asked });
  const departments = data?.categoryTree.departments ?? [];
  const close = () => setOpen(false);
  return (
    <NavPopover
      label="Categories"
      title="Shop by category"
      className="categories-menu"
      isOpen={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setAsked(true);
      }}
    >
      <p className="categories-menu-all">
        <Link to="/categories" onClick={close}>
          All categories
        </Link>
      </p>
      {loading && !data && <p role="status">Loading categories…</p>}
      {error && !data && (
        <p>
          {errorCodes(error).includes('UNAUTHENTICATED')
            ? 'Log in to browse the categories.'
            : pageFailure(error, messages.catalogFailure)}
        </p>
      )}
      <ul className="categories-menu-departments">
        {departments.map((department) => (
          <li key={department.name}>
            <Link className="categories-menu-department" to={listing(department.name)} onClick={close}>
              {department.name}
            </Link>
            <ul>
              {department.categories.map((category) => (
                <li key={category.name}>
                  <Link to={listing(department.name, category.name)} onClick={close}>
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </NavPopover>
  );
}
