import { Button, TextField } from '@edupay/ui';
import { useAppText } from '../../i18n/useAppText';
import { transferActionsMessages } from './transferActionsMessages';
import { useWechatPayerId } from './useWechatPayerId';

/** The payer's WeChat ID with its Change option, under the QR of a WeChat Pay payment. */
export function WechatPayerId({ paymentId, locale }: { paymentId: string; locale: string }) {
  const t = useAppText(transferActionsMessages);
  const label = t('wx.payerId');
  const payer = useWechatPayerId(paymentId, true, locale, label);
  if (payer.editing) {
    return (
      <form
        className="flex flex-wrap items-start gap-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void payer.save();
        }}
      >
        <div className="min-w-60 flex-1">
          <TextField label={label} value={payer.draft} onChange={payer.change} error={payer.error} autoComplete="off" />
        </div>
        <div className="flex gap-2 pt-6">
          <Button type="submit" loading={payer.saving}>
            {t('wx.payerId.save')}
          </Button>
          <Button type="button" variant="ghost" onClick={payer.cancel}>
            {t('wx.payerId.cancel')}
          </Button>
        </div>
      </form>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="m-0 text-sm text-fg" data-testid="wechat-payer-id">
        <span className="font-medium">{label}</span>: {payer.wechatId || t('wx.payerId.none')}
      </p>
      <Button variant="secondary" size="sm" onClick={payer.start} aria-label={`${t('wx.payerId.change')} ${label}`}>
        {t('wx.payerId.change')}
      </Button>
      <span className="text-sm text-fg-muted" role="status">
        {payer.saved ? t('wx.payerId.saved') : ''}
      </span>
    </div>
  );
}
