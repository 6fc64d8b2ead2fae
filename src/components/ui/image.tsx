import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * next/image's markup (responsive srcset from the image optimizer, lazy loading, explicit size) computed where it
 * renders, with no image component in the browser: on server components that means no image code at all in the
 * page's JavaScript. `priority` marks the page's LCP image: loaded eagerly, fetched first and preloaded from <head>.
 */
export function Image({ priority = false, ...props }: ImageProps) {
  const { props: img } = getImageProps({
    ...props,
    loading: priority ? 'eager' : props.loading,
    fetchPriority: priority ? 'high' : props.fetchPriority,
  });
  if (priority && img.src) {
    preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props, alt included
  return <img {...img} />;
}
