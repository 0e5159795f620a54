// The image captcha rendered on a server (a partner's server-rendered page, or the app's prerendered staff
// lookup): the markup must carry no image URL. One made there would be the same for every visitor, and the
// image's answer is what stores the code in the visitor's session.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { EduPayProvider } from '../../provider/EduPayProvider';
import { ImageCaptchaField } from './ImageCaptchaField';

const onServer = (props: Parameters<typeof ImageCaptchaField>[0]) =>
  renderToString(createElement(EduPayProvider, { locale: 'en' }, createElement(ImageCaptchaField, props)));

describe('ImageCaptchaField on a server', () => {
  it('asks getImageUrl for nothing and renders the image without a src', () => {
    const getImageUrl = vi.fn(() => '/api/other/check_captcha?r=1');
    const html = onServer({ getImageUrl });
    expect(html).toMatch(/<img[^>]*data-slot="image-captcha-image"/);
    expect(html).not.toMatch(/<img[^>]*\ssrc=/);
    expect(getImageUrl).not.toHaveBeenCalled();
  });

  it("renders a fixed imageSrc, which is the parent's to choose", () => {
    expect(onServer({ imageSrc: '/captcha.png' })).toMatch(/<img[^>]*\ssrc="\/captcha.png"/);
  });
});
