/**
 * The captcha provider (issue 11, item 2): draws the image captcha and the slider puzzle for an
 * answer the server keeps, and judges a slider drag. The development provider (dev.ts) works
 * offline; a hosted vendor (the spec's `captchaVerifyParam` is its client token) would implement
 * the same verbs, verifying the parameter with its API instead of the track.
 */
export interface SliderTrackCheck {
  /** The drag's [ms, x] samples as the client sent them. */
  readonly track: unknown;
  /** The final x the client claims. */
  readonly x: number;
}

export interface CaptchaProvider {
  /** A PNG of the 4 digits, distorted and noisy, with nothing in any markup that tells them. */
  imagePng(digits: string): Buffer;
  /** The slider's background (with the gap at x, y) and piece, as PNG data URLs. */
  sliderImages(x: number, y: number): { background: string; piece: string };
  /** Whether a drag looks like a hand's: duration, number of samples, an uneven speed. */
  humanTrack(check: SliderTrackCheck): boolean;
}
