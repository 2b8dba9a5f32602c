import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router';
import './Button.css';

/** Router link rendered as a plain anchor (react-aria's Link would need a RouterProvider bridge for no gain here). */
export function Link({ className, ...props }: RouterLinkProps) {
  return <RouterLink {...props} className={`link${className ? ` ${className}` : ''}`} />;
}

export function ButtonLink({
  className,
  variant = 'primary',
  ...props
}: RouterLinkProps & { variant?: 'primary' | 'secondary' }) {
  return <RouterLink {...props} className={`btn btn-${variant}${className ? ` ${className}` : ''}`} />;
}
