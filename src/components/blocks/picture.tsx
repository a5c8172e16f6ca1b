import type { BuiltImage } from "../../page-context/built-image";

// Apart from parts.tsx: the hero, in a first view, needs only this.

/**
 * React 18 knows no `fetchPriority` prop and passes lower-case attributes through as they are: the
 * hero's picture goes first (and is preloaded, hero/preload.tsx); every other one waits until it is
 * near the window.
 */
const first: Record<string, string> = { fetchpriority: "high" };
const later = { loading: "lazy", decoding: "async" } as const;

/** A second image for wide windows: its built files, the media condition that picks it, its `sizes`. */
export type WidePicture = { image: BuiltImage; query: string; sizes: string };

/**
 * A built image as a `<picture>`: AVIF, then WebP, each at the widths the build made, with the box's
 * width and height, so its place is kept before a byte arrives. `wide` puts another image first for
 * wide windows (the hero's desktop crop).
 */
export function Picture({
  image,
  sizes,
  alt,
  wide,
  priority = false,
}: {
  image: BuiltImage;
  sizes: string;
  alt: string;
  wide?: WidePicture;
  priority?: boolean;
}) {
  return (
    <picture>
      {wide &&
        (["avif", "webp"] as const).map((format) => (
          <source
            key={format}
            media={wide.query}
            type={`image/${format}`}
            srcSet={wide.image[format]}
            sizes={wide.sizes}
            width={wide.image.width}
            height={wide.image.height}
          />
        ))}
      <source type="image/avif" srcSet={image.avif} sizes={sizes} width={image.width} height={image.height} />
      <img
        src={image.src}
        srcSet={image.webp}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        {...(priority ? first : later)}
      />
    </picture>
  );
}
