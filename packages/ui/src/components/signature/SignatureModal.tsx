import { useEffect, useId, useRef, useState, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { isSuccess, type ApiResult } from '@edupay/forms/contract';
import { cn } from '../../lib/cn';
import { useControllableState } from '../../lib/useControllableState';
import { useDomainText } from '../../i18n/useDomainText';
import { useEduPay } from '../../provider/useEduPay';
import { signatureMessages } from './signatureMessages';
import { Button } from '../../primitives/Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../primitives/Dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/Tabs';
import { SignaturePad, type SignaturePadHandle } from './SignaturePad';
import { TypedSignature, renderTypedSignature } from './TypedSignature';
import { useAnnounceOnChange } from '../../provider/useAnnounceOnChange';

/** How the user signs: drawing on the pad, or typing their full name (the keyboard alternative). */
export type SignatureMode = 'draw' | 'type';

export interface SignatureModalProps {
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog (e.g. the page's "E-sign" Button), wrapped in the dialog's trigger. */
  trigger?: ReactElement;
  /**
   * The signature already given, as a PNG data URL (the spec's `is_sign_data`): the dialog shows it
   * with a Modify button, which starts a new signature. Controlled: update it in `onConfirm`.
   */
  value?: string | null;
  /** Initial signature when uncontrolled; replaced by each confirmed one. */
  defaultValue?: string | null;
  /**
   * Awaited with the signature as an 800 × 290 PNG data URL (`data:image/png;base64,...`). Confirm
   * shows a spinner meanwhile. Resolving to nothing or to a successful `ApiResult` (the contract's
   * `isSuccess`) closes the dialog; any other answer, or a rejection, keeps it open and shows the message.
   */
  onConfirm: (pngDataUrl: string) => Promise<ApiResult | void> | ApiResult | void;
  /** Dialog title and description; default to the kit's "Sign" texts. */
  title?: ReactNode;
  description?: ReactNode;
  /** The tab shown first (read when the dialog opens). */
  defaultMode?: SignatureMode;
  /** Prefills the typed-name field, e.g. with the applicant's name (read when the dialog opens). */
  defaultTypedName?: string;
  /** Background of the PNG. Default white; 'rgba(0,0,0,0)' gives a transparent stamp. Read when the dialog opens. */
  backgroundColor?: string;
  /** Where the dialog portals (see DialogContent); by default the nearest `.edupay-root`. */
  container?: HTMLElement | null;
  className?: string;
  style?: CSSProperties;
}

/**
 * The signing dialog of the signature pages (A2 remittance declaration, student declaration): a pad of
 * 800 × 290 logical pixels with the hint to sign in the middle, Clear, Cancel and Confirm. Confirming an
 * empty pad says that a signature is required (role=alert). "Type your name instead" renders the typed
 * full name into the same PNG, for people who cannot draw. A given `value` is shown with Modify.
 */
export function SignatureModal({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  value,
  defaultValue = null,
  onConfirm,
  title,
  description,
  defaultMode = 'draw',
  defaultTypedName = '',
  backgroundColor = '#ffffff',
  container,
  className,
  style,
}: SignatureModalProps) {
  const t = useDomainText(signatureMessages);
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const [signature, setSignature] = useControllableState<string | null>(value, defaultValue, undefined);

  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        container={container}
        data-component="signature-modal"
        // As wide as the 800 px pad plus the panel's padding and the pad's border, on screens that allow it.
        className={cn('max-w-[850px]', className)}
        style={style}
      >
        <DialogHeader>
          <DialogTitle>{title ?? t('signature.title')}</DialogTitle>
          <DialogDescription>{description ?? t('signature.description')}</DialogDescription>
        </DialogHeader>
        {/* The body mounts with each opening, so every signing starts from a clean pad. */}
        <SignatureModalBody
          signature={signature}
          defaultMode={defaultMode}
          defaultTypedName={defaultTypedName}
          backgroundColor={backgroundColor}
          onConfirm={async (png) => {
            const result = await onConfirm(png);
            if (result && !isSuccess(result)) return result.message || t('signature.failed');
            setSignature(png);
            setOpen(false);
            return null;
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

interface BodyProps {
  signature: string | null;
  defaultMode: SignatureMode;
  defaultTypedName: string;
  backgroundColor: string;
  /** Resolves to an error message to show, or null on success. */
  onConfirm: (png: string) => Promise<string | null>;
}

function SignatureModalBody({ signature, defaultMode, defaultTypedName, backgroundColor, onConfirm }: BodyProps) {
  const t = useDomainText(signatureMessages);
  const { t: core } = useEduPay();
  const errorId = useId();
  const pad = useRef<SignaturePadHandle>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const [modifying, setModifying] = useState(false);
  const [mode, setMode] = useState<SignatureMode>(defaultMode);
  const [typedName, setTypedName] = useState(defaultTypedName);
  const [padError, setPadError] = useState(false);
  const [nameError, setNameError] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const drawTab = useRef<HTMLButtonElement>(null);

  // Modify replaces the button that had focus: hand focus to the first control of the new signature.
  useEffect(() => {
    if (modifying) drawTab.current?.focus();
  }, [modifying]);

  // Shown under the pad and spoken through the kit's assertive live region.
  const alertText = (mode === 'draw' && padError ? t('signature.required') : null) ?? failure;
  useAnnounceOnChange(alertText, 'assertive');

  if (signature && !modifying) {
    return (
      <>
        <figure data-slot="signature-current" className="m-0 flex flex-col gap-2">
          <img
            src={signature}
            alt={t('signature.current')}
            className="block aspect-[800/290] w-full rounded-md border border-line-strong bg-white object-contain"
          />
          <figcaption className="text-sm text-fg-muted">{t('signature.signed')}</figcaption>
        </figure>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{t('signature.close')}</Button>
          </DialogClose>
          <Button onClick={() => setModifying(true)}>{t('signature.modify')}</Button>
        </DialogFooter>
      </>
    );
  }

  const clear = () => {
    setFailure(null);
    if (mode === 'draw') {
      pad.current?.clear();
      setPadError(false);
    } else {
      setTypedName('');
      setNameError(false);
      nameInput.current?.focus();
    }
  };

  const confirm = async () => {
    setFailure(null);
    let png: string;
    if (mode === 'draw') {
      if (!pad.current || pad.current.isEmpty()) {
        setPadError(true);
        return;
      }
      png = pad.current.toDataURL();
    } else {
      if (!typedName.trim()) {
        setNameError(true);
        nameInput.current?.focus();
        return;
      }
      png = renderTypedSignature(typedName, backgroundColor);
    }
    setPending(true);
    try {
      const message = await onConfirm(png);
      if (message) setFailure(message);
    } catch {
      setFailure(t('signature.failed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Tabs value={mode} onValueChange={(next) => setMode(next as SignatureMode)} className="gap-3">
        <TabsList aria-label={t('signature.mode.label')}>
          <TabsTrigger ref={drawTab} value="draw">
            {t('signature.mode.draw')}
          </TabsTrigger>
          <TabsTrigger value="type">{t('signature.mode.type')}</TabsTrigger>
        </TabsList>
        {/* forceMount + hidden: switching tabs must not throw the drawing away. */}
        <TabsContent value="draw" forceMount className="data-[state=inactive]:hidden">
          <SignaturePad
            ref={pad}
            label={t('signature.pad.label')}
            hint={t('signature.pad.hint')}
            invalid={padError}
            describedBy={padError ? errorId : undefined}
            backgroundColor={backgroundColor}
            onBegin={() => {
              setPadError(false);
              setFailure(null);
            }}
          />
        </TabsContent>
        <TabsContent value="type" forceMount className="data-[state=inactive]:hidden">
          <TypedSignature
            value={typedName}
            onChange={(next) => {
              setTypedName(next);
              if (next.trim()) setNameError(false);
            }}
            error={nameError ? t('signature.typed.required') : undefined}
            inputRef={nameInput}
            backgroundColor={backgroundColor}
          />
        </TabsContent>
      </Tabs>
      <p
        id={errorId}
        data-slot="signature-error"
        className={cn('m-0 text-sm font-medium text-danger', alertText ? '' : 'sr-only')}
      >
        {alertText}
      </p>
      <DialogFooter className="sm:items-center">
        <Button variant="ghost" className="sm:mr-auto" onClick={clear}>
          {t('signature.clear')}
        </Button>
        <DialogClose asChild>
          <Button variant="secondary">{t('signature.cancel')}</Button>
        </DialogClose>
        <Button loading={pending} loadingLabel={core('button.loading')} onClick={() => void confirm()}>
          {t('signature.confirm')}
        </Button>
      </DialogFooter>
    </>
  );
}
