import { useLayoutEffect, useRef, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn';
import { TextField } from '../../primitives/TextField';
import { useDomainText } from '../../i18n/useDomainText';
import { signatureMessages } from './signatureMessages';
import { SIGNATURE_HEIGHT, SIGNATURE_PEN_COLOR, SIGNATURE_WIDTH } from './SignaturePad';

/**
 * Handwriting-like faces, best first: Windows (Segoe Script, Lucida Handwriting), macOS (Snell
 * Roundhand, Apple Chancery), Linux (Z003 / URW Chancery L), then Kai (楷体 / 標楷體), the brush-style CJK
 * faces, so Chinese names look handwritten too; `cursive` last. Only installed fonts are used: nothing is
 * downloaded. The text is drawn italic, so even a plain fallback face leans like handwriting.
 */
export const SIGNATURE_SCRIPT_FONTS =
  '"Segoe Script", "Lucida Handwriting", "Snell Roundhand", "Apple Chancery", "Brush Script MT", Z003, "URW Chancery L", KaiTi, STKaiti, "Kaiti SC", "Kaiti TC", BiauKai, DFKai-SB, cursive';

const MAX_FONT_SIZE = 110;
const MIN_FONT_SIZE = 24;

/** Draws `name` centred on an 800 × 290 logical area, shrinking the font until it fits with margins. */
export function drawTypedSignature(context: CanvasRenderingContext2D, name: string, backgroundColor: string) {
  context.clearRect(0, 0, SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
  context.fillStyle = backgroundColor;
  context.fillRect(0, 0, SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
  const text = name.trim();
  if (!text) return;
  const maxWidth = SIGNATURE_WIDTH * 0.88;
  let size = MAX_FONT_SIZE;
  context.font = `italic ${size}px ${SIGNATURE_SCRIPT_FONTS}`;
  while (size > MIN_FONT_SIZE && context.measureText(text).width > maxWidth) {
    size -= 4;
    context.font = `italic ${size}px ${SIGNATURE_SCRIPT_FONTS}`;
  }
  context.fillStyle = SIGNATURE_PEN_COLOR;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  // maxWidth squeezes a very long name rather than cropping it.
  context.fillText(text, SIGNATURE_WIDTH / 2, SIGNATURE_HEIGHT / 2, maxWidth);
}

/** The typed name as an 800 × 290 PNG data URL, like a drawn signature. */
export function renderTypedSignature(name: string, backgroundColor = '#ffffff'): string {
  const canvas = document.createElement('canvas');
  canvas.width = SIGNATURE_WIDTH;
  canvas.height = SIGNATURE_HEIGHT;
  const context = canvas.getContext('2d');
  if (context) drawTypedSignature(context, name, backgroundColor);
  return canvas.toDataURL('image/png');
}

export interface TypedSignatureProps {
  /** The full name (controlled by SignatureModal). */
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  backgroundColor?: string;
  className?: string;
}

/**
 * The keyboard alternative to drawing: the user types their full name and sees it rendered in a
 * handwriting-style font, at the same size and proportions as the pad; the same drawing becomes the PNG.
 */
export function TypedSignature({
  value,
  onChange,
  error,
  inputRef,
  backgroundColor = '#ffffff',
  className,
}: TypedSignatureProps) {
  const t = useDomainText(signatureMessages);
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const paint = () => {
      const cssWidth = canvas.getBoundingClientRect().width;
      if (cssWidth === 0) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = Math.round(cssWidth * ratio);
      canvas.height = Math.round(((cssWidth * SIGNATURE_HEIGHT) / SIGNATURE_WIDTH) * ratio);
      const context = canvas.getContext('2d');
      if (!context) return;
      // Draw in logical 800 × 290 units, scaled to the device pixels the canvas covers (sharp on HiDPI).
      context.setTransform(canvas.width / SIGNATURE_WIDTH, 0, 0, canvas.width / SIGNATURE_WIDTH, 0, 0);
      drawTypedSignature(context, value, backgroundColor);
    };
    paint();
    const observer = new ResizeObserver(paint);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [value, backgroundColor]);

  return (
    <div data-slot="typed-signature" className={cn('flex flex-col gap-3', className)}>
      <TextField
        ref={inputRef}
        label={t('signature.typed.label')}
        hint={t('signature.typed.hint')}
        error={error}
        required
        autoComplete="name"
        value={value}
        onChange={onChange}
      />
      <div className="overflow-hidden rounded-md border border-line-strong bg-white">
        <canvas
          ref={canvasRef}
          data-slot="typed-signature-preview"
          role="img"
          aria-label={t('signature.typed.preview', { name: value.trim() })}
          className="block aspect-[800/290] w-full"
        />
      </div>
    </div>
  );
}
