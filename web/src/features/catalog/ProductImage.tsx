import { useState } from 'react';

export const FALLBACK_IMAGE = '/fallback-product.svg';

export function ProductImage({
  src,
  alt,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={src && !failed ? src : FALLBACK_IMAGE}
      alt={alt}
      className={className}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
