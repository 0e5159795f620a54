import { useEffect, useState, type FormEvent } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { rentContractSchema, validateForm } from '@edupay/forms';
import { rentContract, saveRentContract, type RentContractValues } from '../../api/rentContract';

type Field = keyof RentContractValues;
const EMPTY: RentContractValues = { rent_address: '', room_number: '', contract_start: '', contract_end: '', payment_cycle: '', rent_total: '' };
const FIELDS = Object.keys(EMPTY) as Field[];
export const rentFieldId = (field: Field) => `rent-${field}`;

/**
 * The rent-contract form of a rent order: loads what the server holds, checks with the same schema
 * the server uses before sending (each message next to its field, the first invalid focused), and
 * shows a refusal of the server next to the field it names; nothing typed is lost.
 */
export function useRentContract(orderId: string, locale: string) {
  const [required, setRequired] = useState(false);
  const [currency, setCurrency] = useState('');
  const [values, setValues] = useState<RentContractValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const [saved, setSaved] = useState(false);
  /** Counts the saves: whatever depends on the saved contract (its signature) asks again when it moves. */
  const [savedAt, setSavedAt] = useState(0);

  useEffect(() => {
    if (!orderId) return undefined;
    let current = true;
    void (async () => {
      const answer = await rentContract(orderId).catch(() => null);
      if (!current || !isSuccess(answer) || !answer.data) return;
      setRequired(answer.data.required === 1);
      setCurrency(answer.data.currency);
      if (answer.data.contract) {
        const { updated_at: _at, ...stored } = answer.data.contract;
        setValues(stored);
        setSaved(true);
      }
    })();
    return () => {
      current = false;
    };
  }, [orderId]);

  const set = (field: Field) => (value: string) => {
    setValues((before) => ({ ...before, [field]: value }));
    setErrors((before) => ({ ...before, [field]: undefined }));
    setSaved(false);
  };

  const refuse = (field: Field, message: string) => {
    setErrors({ [field]: message });
    document.getElementById(rentFieldId(field))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(rentContractSchema, { ...values }, locale);
    if (!checked.valid) {
      setErrors(Object.fromEntries(FIELDS.filter((f) => checked.messages[f]).map((f) => [f, checked.messages[f]])));
      if (checked.firstInvalid) document.getElementById(rentFieldId(checked.firstInvalid as Field))?.focus();
      return;
    }
    setSending(true);
    const answer = await saveRentContract(orderId, values).catch(() => null);
    setSending(false);
    if (isSuccess(answer)) {
      setSaved(true);
      setSavedAt((n) => n + 1);
      return;
    }
    const field = (answer?.data as { field?: string } | undefined)?.field;
    if (answer?.message && field && (FIELDS as string[]).includes(field)) refuse(field as Field, answer.message);
  };

  return { required, currency, values, errors, sending, saved, savedAt, set, submit };
}
