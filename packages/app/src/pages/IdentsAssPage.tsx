import { useEffect, useState, type FormEvent } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { Link, useSearch } from 'wouter';
import { Alert, Button, RadioGroup, TextField } from '@edupay/ui';
import { collectIdentity, identities, type CollectedIdentity, type IdentityForm } from '../api/documents';
import { useAppText } from '../i18n/useAppText';
import { documentsMessages } from './documents/documentsMessages';

const EMPTY: IdentityForm = { identity: 'payer', collector_name: '', collector_id_number: '', collector_phone: '' };
type Field = keyof IdentityForm;

/**
 * /idents_ass?order_id= (spec 001 section 3 "Identity collection"): the student's or the payer's real
 * name, ID number and mobile. The server checks the name against the ID and answers with the field it
 * refuses; the message is shown next to that field and nothing typed is lost.
 */
export default function IdentsAssPage() {
  const t = useAppText(documentsMessages);
  const orderId = new URLSearchParams(useSearch()).get('order_id') ?? '';
  const [form, setForm] = useState<IdentityForm>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const [saved, setSaved] = useState<CollectedIdentity[]>([]);

  useEffect(() => {
    if (!orderId) return;
    let current = true;
    void (async () => {
      const answer = await identities(orderId).catch(() => null);
      if (current && isSuccess(answer) && answer.data) setSaved(answer.data.list);
    })();
    return () => {
      current = false;
    };
  }, [orderId]);

  const set = (field: Field) => (value: string) => {
    setForm((before) => ({ ...before, [field]: value }));
    setErrors((before) => ({ ...before, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = (['collector_name', 'collector_id_number', 'collector_phone'] as const).filter((field) => form[field].trim() === '');
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((field) => [field, t('documents.identity.required')])));
      document.getElementById(`identity-${missing[0]}`)?.focus();
      return;
    }
    setSending(true);
    const answer = await collectIdentity(orderId, form).catch(() => null);
    setSending(false);
    if (isSuccess(answer) && answer.data) {
      const stored = answer.data;
      setSaved((list) => [...list.filter((item) => item.identity !== stored.identity), stored]);
      return;
    }
    const field = (answer?.data as { field?: string } | undefined)?.field;
    if (answer?.message && field && field in EMPTY) {
      setErrors({ [field]: answer.message });
      document.getElementById(`identity-${field}`)?.focus();
    }
  };

  return (
    <section className="mx-auto flex max-w-xl flex-col gap-6 px-6 py-12">
      <h1 className="text-2xl font-semibold text-fg">{t('documents.identity.title')}</h1>
      <p className="m-0 text-fg-muted">{t('documents.identity.intro')}</p>
      {saved.map((item) => (
        <Alert
          key={item.identity}
          tone="success"
          data-testid={`identity-saved-${item.identity}`}
          title={t(item.identity === 'student' ? 'documents.identity.student' : 'documents.identity.payer')}
          description={t('documents.identity.saved', { name: item.collector_name, id: item.collector_id_number, phone: item.collector_phone })}
        />
      ))}
      <form className="flex flex-col gap-4" noValidate onSubmit={(event) => void submit(event)}>
        <RadioGroup
          label={t('documents.identity.whose')}
          orientation="horizontal"
          value={form.identity}
          onChange={set('identity')}
          options={[
            { value: 'payer', label: t('documents.identity.payer') },
            { value: 'student', label: t('documents.identity.student') },
          ]}
        />
        <TextField id="identity-collector_name" label={t('documents.identity.name')} required autoComplete="name" value={form.collector_name} onChange={set('collector_name')} error={errors.collector_name} />
        <TextField id="identity-collector_id_number" label={t('documents.identity.idNumber')} required autoComplete="off" value={form.collector_id_number} onChange={set('collector_id_number')} error={errors.collector_id_number} />
        <TextField id="identity-collector_phone" label={t('documents.identity.phone')} required type="tel" autoComplete="tel-national" value={form.collector_phone} onChange={set('collector_phone')} error={errors.collector_phone} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={sending} loadingLabel={t('documents.identity.submit')}>
            {t('documents.identity.submit')}
          </Button>
          <Button asChild variant="secondary">
            <Link href={`/idents_all?order_id=${encodeURIComponent(orderId)}`}>{t('documents.identity.back')}</Link>
          </Button>
        </div>
      </form>
    </section>
  );
}
