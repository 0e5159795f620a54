/**
 * Orders for the payment tests: a valid demo order placed through order_submit, as a client places
 * it, with the documents it needs uploaded (an order without them cannot be paid, issue 16 item 7).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { expect } from 'vitest';
import { gb11643CheckChar } from '@edupay/forms';
import { payeeAccounts } from '../../src/db/schema';
import type { Client, Envelope, TestApp } from './app';
import { multipart } from './multipart';

/** A valid mainland ID number (Beijing Dongcheng) of someone born on `birth` (YYYYMMDD). */
export const idBornOn = (birth: string) => {
  const first17 = `110105${birth}001`;
  return first17 + gb11643CheckChar(first17);
};

export const IMPERIAL = 'DEMO-GB-IMPERIAL-COLLEGE-LONDON'; // GBP, 17.00 surcharge per bill

/** The id of a seeded demo payee account by its code. */
export async function accountId(t: TestApp, code: string): Promise<number> {
  const [row] = await t.database.db.select({ id: payeeAccounts.id }).from(payeeAccounts).where(eq(payeeAccounts.code, code));
  if (!row) throw new Error(`no payee account ${code}`);
  return row.id;
}

/** A one-page PDF, made once (a slot judges the bytes: it must be a real PDF). */
let pdfBytes: Promise<Buffer> | null = null;
const onePagePdf = () =>
  (pdfBytes ??= (async () => {
    const document = await PDFDocument.create();
    document.addPage([200, 200]);
    return Buffer.from(await document.save());
  })());

/** Uploads through ident_files_upload as many files as each missing required slot of the order needs. */
export async function uploadRequiredDocuments(client: Client, orderId: string): Promise<void> {
  const listing = await client.get('/api/order/ident_files', { order_id: orderId });
  expect(listing.status_code, listing.message).toBe(200);
  const slots = listing.data.slots as { slot: string; required: number; min: number; files: unknown[] }[];
  for (const slot of slots.filter((s) => s.required === 1)) {
    for (let n = slot.files.length; n < slot.min; n++) {
      const { payload, headers } = multipart({ order_id: orderId, slot: slot.slot }, [{ filename: `${slot.slot}-${n}.pdf`, contentType: 'application/pdf', bytes: await onePagePdf() }]);
      const answer = (await client.raw({ method: 'POST', url: '/api/order/ident_files_upload', payload, headers })).json() as Envelope;
      expect(answer.status_code, answer.message).toBe(200);
    }
  }
}

/** The order form of a tuition order of 12,000.00 to a demo account (Imperial unless `code`), as the page sends it. */
export async function orderForm(t: TestApp, overrides: Record<string, unknown> = {}, code = IMPERIAL): Promise<Record<string, unknown>> {
  return {
    account_id: await accountId(t, code),
    order_type: 'tuition',
    amount: '12000.00',
    surcharge: 'add',
    purposes: ['tuition'],
    student_cn_name: '李雷',
    pinyin_last_name: 'LI',
    pinyin_first_name: 'LEI',
    en_first_name: 'Lei',
    en_last_name: 'Li',
    id_type: 'cn_id',
    student_id_number: idBornOn('20050101'),
    student_number: '10234567',
    reading_stage: 'master',
    admission_year: 2026,
    admission_month: 9,
    date_of_birth: '2005-01-01',
    relationship: 'mother',
    payer_cn_name: '韩梅',
    payer_id_number: idBornOn('19750402'),
    payer_tel_code: '86',
    payer_mobile: '13800138000',
    payer_email: 'han.mei@example.com',
    order_agreement: true,
    ...overrides,
  };
}

/**
 * Places a tuition order of 12,000.00 to a demo account (Imperial unless `code`) and answers its id;
 * its required documents are uploaded unless `documents` is false.
 */
export async function placeOrder(t: TestApp, client: Client, overrides: Record<string, unknown> = {}, code = IMPERIAL, documents = true): Promise<string> {
  const body = await orderForm(t, overrides, code);
  const response = await client.raw({ method: 'POST', url: '/api/order/order_submit', payload: body, headers: { 'idempotency-key': randomUUID() } });
  const answer = response.json() as Envelope;
  expect(answer.status_code, answer.message).toBe(200);
  if (documents) await uploadRequiredDocuments(client, answer.data.order_id as string);
  return answer.data.order_id as string;
}
