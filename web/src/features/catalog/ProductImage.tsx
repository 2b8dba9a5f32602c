import { useState } from 'react';

export const FALLBACK_IMAGE = '/fallback-product.svg';

/**
 * A product's picture in a square box of `size` px, sized before it loads (nothing below it moves).
 * `eager`: the first pictures of a page, which its largest paint waits for, load at once.
 */
export function ProductImage({
  src,
  alt,
  className,
  size = 140,
  eager = false,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  size?: number;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={src && !failed ? src : FALLBACK_IMAGE}
      alt={alt}
      className={className}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      onError={() => setFailed(true)}
    />
  );
}
