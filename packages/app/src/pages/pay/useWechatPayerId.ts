import { useEffect, useState } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { formatError, validators } from '@edupay/forms';
import { modifyWechatId, wechatPaymentDetail } from '../../api/payments';

/**
 * The payer's WeChat ID on /wx_pay (spec 001 section 2: "payer ID with a change option"): loaded
 * with wechat_payment_detail, changed with modify_wechat_id. The rule (6-20 letters, digits, _ or -)
 * is checked here for the message next to the field and again by the server; what was typed stays
 * on a refusal.
 */
export function useWechatPayerId(paymentId: string, enabled: boolean, locale: string, label: string) {
  const [wechatId, setWechatId] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!enabled || !paymentId) return undefined;
    let current = true;
    wechatPaymentDetail(paymentId).then(
      (answer) => current && isSuccess(answer) && answer.data && setWechatId(answer.data.wechat_id),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [paymentId, enabled]);

  const check = (value: string) => {
    const result = value.trim() === '' ? validators.required(value) : validators.matchWeChat(value.trim(), { min: 6, max: 20 });
    return result === true ? undefined : formatError(result, locale, label);
  };

  const save = async () => {
    const problem = check(draft);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      const answer = await modifyWechatId(paymentId, draft.trim());
      if (isSuccess(answer) && answer.data) {
        setWechatId(answer.data.wechat_id);
        setEditing(false);
        setSaved(true);
      } else setError(answer.message);
    } catch {
      // The response policy told the payer; the draft stays.
    } finally {
      setSaving(false);
    }
  };

  return {
    wechatId,
    editing,
    draft,
    error,
    saving,
    saved,
    start: () => {
      setDraft(wechatId ?? '');
      setError(undefined);
      setSaved(false);
      setEditing(true);
    },
    cancel: () => setEditing(false),
    change: (value: string) => {
      setDraft(value);
      if (error) setError(check(value));
    },
    save,
  };
}
