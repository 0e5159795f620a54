import { useState, type FormEvent } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { useSearch } from 'wouter';
import { institutionRequestSchema, type InstitutionRequestValues } from '@edupay/forms';
import { useForm } from '@edupay/forms/react';
import { requestInstitution, type InstitutionRequestPayload } from '../../api/institutions';
import type { AppLocale } from '../../i18n/defineAppMessages';

const FIELDS = ['institution_name', 'institution_country', 'city', 'website', 'contact_name', 'email', 'note'] as const;
export type InstitutionRequestField = (typeof FIELDS)[number];
export const requestFieldId = (field: InstitutionRequestField) => `institution-request-${field}`;

const empty = (name = ''): Required<InstitutionRequestValues> => ({
  institution_name: name,
  institution_country: '',
  city: '',
  website: '',
  contact_name: '',
  email: '',
  note: '',
});

/**
 * The behaviour of /not_institution's request form: @edupay/forms' institutionRequestSchema as the
 * payer types (the server checks the same schema), the words searched for as the starting name, a
 * refusal from the server at the field it names, and nothing typed lost on a failed send.
 */
export function useInstitutionRequest(locale: AppLocale) {
  const params = new URLSearchParams(useSearch());
  const form = useForm<InstitutionRequestValues>({
    schema: institutionRequestSchema,
    defaultValues: empty(params.get('name') ?? ''),
    locale,
  });
  const [serverError, setServerError] = useState<{ field: string; text: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<number | null>(null);

  const focus = (field: string) => document.getElementById(requestFieldId(field as InstitutionRequestField))?.focus();
  const error = (field: InstitutionRequestField) => form.messages[field] ?? (serverError?.field === field ? serverError.text : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setServerError(null);
    setFailed(false);
    const first = form.validateAll();
    if (first) return focus(first);
    setBusy(true);
    try {
      const answer = await requestInstitution({ ...empty(), ...form.values } as InstitutionRequestPayload);
      if (isSuccess(answer) && answer.data) {
        setSent(answer.data.id);
        return;
      }
      const field = (answer.data as { field?: string } | undefined)?.field;
      if (field && (FIELDS as readonly string[]).includes(field)) {
        setServerError({ field, text: answer.message ?? '' });
        focus(field);
      } else setFailed(true);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: InstitutionRequestField) => ({
    id: requestFieldId(name),
    value: String(form.values[name] ?? ''),
    onChange: (value: string) => {
      if (serverError?.field === name) setServerError(null);
      form.input(name, value);
    },
    onBlur: () => form.blur(name),
    error: error(name),
  });

  return {
    sent,
    busy,
    failed,
    submit,
    field,
    /** Another request: the form empties, the contact details stay. */
    another: () => {
      form.reset({ ...empty(), contact_name: form.values.contact_name ?? '', email: form.values.email ?? '' });
      setSent(null);
    },
  };
}
