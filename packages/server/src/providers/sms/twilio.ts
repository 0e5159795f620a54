/**
 * Twilio's Programmable Messaging (https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource):
 * POST /2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP basic auth with the account SID and auth
 * token, a form body of To, Body and From (a number) or MessagingServiceSid. A 2xx answer is a
 * queued message; anything else throws, and the job queue sends again later.
 */
import type { SmsProvider } from './types';

export interface TwilioConfig {
  readonly kind: 'twilio';
  readonly accountSid: string;
  readonly authToken: string;
  /** The sender: a Twilio number in E.164, or... */
  readonly from: string | null;
  /** ...a Messaging Service (it picks the sender per destination country). */
  readonly messagingServiceSid: string | null;
  /** https://api.twilio.com; another origin only for a test double or a regional edge. */
  readonly apiUrl: string;
}

export function twilioSms(config: TwilioConfig, fetchImpl: typeof fetch = fetch): SmsProvider {
  const url = `${config.apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    async send(to, body) {
      const form = new URLSearchParams({ To: to, Body: body });
      if (config.messagingServiceSid) form.set('MessagingServiceSid', config.messagingServiceSid);
      else if (config.from) form.set('From', config.from);
      const response = await fetchImpl(url, { method: 'POST', headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' }, body: form, signal: AbortSignal.timeout(10_000) });
      if (!response.ok) {
        // Twilio's error body names the problem (code, message); never the message text we sent.
        const detail = await response.text().catch(() => '');
        throw new Error(`Twilio refused the SMS: HTTP ${response.status} ${detail.slice(0, 300)}`);
      }
    },
  };
}
