import { describe, expect, it } from 'vitest';
import { qrSource } from './qrSource';

describe('qrSource', () => {
  it('shows data URLs and picture URLs as they are', () => {
    expect(qrSource('data:image/png;base64,AAAA')).toEqual({ kind: 'image', src: 'data:image/png;base64,AAAA' });
    expect(qrSource('https://cdn.example/qr/li.png?v=2')).toEqual({ kind: 'image', src: 'https://cdn.example/qr/li.png?v=2' });
    expect(qrSource('/images/qr.svg')).toEqual({ kind: 'image', src: '/images/qr.svg' });
  });

  it('encodes other text, such as the public account page', () => {
    expect(qrSource('https://edupay.example/wechat')).toEqual({ kind: 'encode', text: 'https://edupay.example/wechat' });
    expect(qrSource(' weixin://contacts/profile/edupay ')).toEqual({ kind: 'encode', text: 'weixin://contacts/profile/edupay' });
  });

  it('nothing for empty values', () => {
    expect(qrSource('')).toBeNull();
    expect(qrSource(undefined)).toBeNull();
    expect(qrSource(null)).toBeNull();
  });
});
