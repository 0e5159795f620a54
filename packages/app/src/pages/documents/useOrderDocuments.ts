import { useEffect, useRef, useState } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import type { ApiResult } from '@edupay/forms/contract';
import type { PastFile, UploadedFile, UploadOutcome } from '@edupay/ui';
import { asUploaded, deleteDocument, orderDocuments, pastDocuments, reusePastFile, uploadDocument, type DocumentSlotView, type OrderDocuments } from '../../api/documents';

export interface OrderDocumentsState {
  /** null while loading (first time), 'failed' when the listing could not be had. */
  slots: DocumentSlotView[] | null | 'failed';
  missing: string[];
  filesOf: (slot: string) => UploadedFile[];
  pastOf: (slot: string) => PastFile[] | undefined;
  /** A refusal of the server for the slot, in the user's language (shown next to the slot). */
  errorOf: (slot: string) => string | undefined;
  upload: (slot: string, file: File, signal: AbortSignal) => Promise<UploadOutcome>;
  remove: (slot: string, file: UploadedFile) => Promise<boolean>;
  /** The slot's list as UploadTabs changed it: past files picked there are copied into the order on the server. */
  change: (slot: string, next: UploadedFile[]) => void;
  retry: () => void;
}

const unique = (files: UploadedFile[]) =>
  files.filter((file, index) => files.findIndex((other) => other.id === file.id) === index);

/**
 * The documents of one order on the upload page: the server's slots (which it needs, what each
 * holds), uploads, deletes and past files, and the server's refusal per slot. After every change the
 * listing is asked again, so "missing" is always the server's; the files shown between are the kit's.
 */
export function useOrderDocuments(orderId: string, locale: string): OrderDocumentsState {
  const [slots, setSlots] = useState<DocumentSlotView[] | null | 'failed'>(null);
  const [missing, setMissing] = useState<string[]>([]);
  const [files, setFiles] = useState<Record<string, UploadedFile[]>>({});
  const [past, setPast] = useState<PastFile[]>([]);
  const [pastSlots, setPastSlots] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [loads, setLoads] = useState(0);
  const current = useRef(true);

  const apply = (answer: ApiResult<OrderDocuments> | null) => {
    if (!current.current) return;
    if (!answer || !isSuccess(answer) || !answer.data) {
      setSlots((before) => (Array.isArray(before) ? before : 'failed'));
      return;
    }
    const data = answer.data;
    setSlots(data.slots);
    setMissing(data.missing);
    setFiles(Object.fromEntries(data.slots.map((slot) => [slot.slot, slot.files.map(asUploaded)])));
  };
  const refresh = async () => apply(await orderDocuments(orderId).catch(() => null));

  useEffect(() => {
    current.current = true;
    if (!orderId) return;
    void (async () => {
      const [listing, past] = await Promise.all([orderDocuments(orderId).catch(() => null), pastDocuments(orderId).catch(() => null)]);
      apply(listing);
      if (!current.current || !isSuccess(past) || !past.data) return;
      setPast(past.data.list.map((file) => ({ ...asUploaded(file), uploaded_at: file.created_at })));
      setPastSlots(Object.fromEntries(past.data.list.map((file) => [file.file_id, file.slot])));
    })();
    return () => {
      current.current = false;
    };
    // Asked again on retry and when the language changes (the server's refusals are in it).
  }, [orderId, loads, locale]);

  const setError = (slot: string, message: string | undefined) =>
    setErrors((map) => {
      const next = { ...map };
      if (message) next[slot] = message;
      else delete next[slot];
      return next;
    });

  const upload = async (slot: string, file: File, signal: AbortSignal): Promise<UploadOutcome> => {
    const answer = await uploadDocument(orderId, slot, file, signal);
    if (!isSuccess(answer) || !answer.data) {
      setError(slot, answer.message || undefined);
      return { ...answer, data: undefined };
    }
    setError(slot, undefined);
    return asUploaded(answer.data);
  };

  const remove = async (slot: string, file: UploadedFile) => {
    const answer = await deleteDocument(orderId, file.id).catch(() => null);
    const ok = isSuccess(answer);
    setError(slot, ok ? undefined : (answer?.message ?? undefined));
    return ok;
  };

  const change = (slot: string, next: UploadedFile[]) => {
    const before = new Set((files[slot] ?? []).map((file) => file.id));
    const picked = next.filter((file) => !before.has(file.id) && pastSlots[file.id] !== undefined);
    setFiles((map) => ({ ...map, [slot]: unique(next) }));
    void (async () => {
      for (const file of picked) {
        const answer = await reusePastFile(orderId, slot, file.id).catch(() => null);
        setError(slot, isSuccess(answer) ? undefined : (answer?.message ?? undefined));
      }
      await refresh();
    })();
  };

  return {
    slots,
    missing,
    filesOf: (slot) => files[slot] ?? [],
    // Past files of the same slot: an ID card is offered for an ID card, never for a selfie.
    pastOf: (slot) => {
      const list = past.filter((file) => pastSlots[file.id] === slot);
      return list.length > 0 ? list : undefined;
    },
    errorOf: (slot) => errors[slot],
    upload,
    remove,
    change,
    retry: () => setLoads((n) => n + 1),
  };
}
