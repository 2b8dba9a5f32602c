import type { ReactNode } from 'react';
import './Card.css';

export function Card({
  title,
  headingLevel = 2,
  children,
  className,
}: {
  title?: string;
  headingLevel?: 2 | 3;
  children: ReactNode;
  className?: string;
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={`card${className ? ` ${className}` : ''}`} aria-label={title}>
      {title && <H className="card-title">{title}</H>}
      {children}
    </section>
  );
}
