/** Mail provider: nodemailer over SMTP_URL when set, otherwise the development outbox. */
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { writeOutbox } from './outbox';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

export interface MailProvider {
  send(message: MailMessage): Promise<void>;
}

export function outboxMail(db: Db, now: () => Date): MailProvider {
  return { send: (m) => writeOutbox(db, { channel: 'email', to: m.to, subject: m.subject, body: m.text }, now()) };
}

export function smtpMail(smtpUrl: string, from: string): MailProvider {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text });
    },
  };
}

/** Where forms for staff are mailed (contact messages, school requests): CONTACT_INBOX. */
export const serviceDeskInbox = (env: NodeJS.ProcessEnv = process.env): string => env['CONTACT_INBOX'] ?? 'service@edupay.localhost';
