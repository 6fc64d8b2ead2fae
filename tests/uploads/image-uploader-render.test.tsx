import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ImageUploader } from '@/components/uploads/image-uploader';

/* Server rendering of the uploader's first two states (the browser states are covered by the Playwright specs). */

const noop = () => undefined;

describe('ImageUploader markup', () => {
  it('idle: a focusable, named dropzone with the accepted formats and a labelled file input', () => {
    const html = renderToString(
      <ImageUploader context="products" value={null} onChange={noop} label="Product image" />,
    );
    expect(html).toContain('data-state="idle"');
    // Named by its visible text, which says what is uploaded (WCAG 2.5.3).
    expect(html).toMatch(/role="button"[^>]*>.*Drag your product image here, or click to choose a file/s);
    expect(html).not.toMatch(/role="button"[^>]*aria-label=/);
    expect(html).toContain('tabindex="0"');
    expect(html).toContain('JPG, PNG or WebP, up to 5MB');
    expect(html).toContain('aria-label="Product image file"');
    expect(html).toContain('accept="image/jpeg,.jpg,.jpeg,image/png,.png,image/webp,.webp"');
    expect(html).not.toContain('multiple=""');
  });

  it('uploaded: the image with Replace and Remove', () => {
    const html = renderToString(
      <ImageUploader
        context="avatars"
        value="/uploads/avatars/0123456789abcdef0123456789abcdef.png"
        onChange={noop}
        label="Avatar"
      />,
    );
    expect(html).toContain('data-state="uploaded"');
    expect(html).toContain('alt="Avatar preview"');
    expect(html).toContain('rounded-full');
    expect(html).toMatch(/aria-label="Replace avatar"[^>]*>.*Replace<\/button>/s);
    expect(html).toMatch(/aria-label="Remove avatar"[^>]*>.*Remove<\/button>/s);
  });
});
