// The documented order example placed through the API, for the e2e files that need a plain order of the
// logged-in payer (the document, identity and face pages); the payment journeys use pay.mjs instead.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';

/** The documented order example (ORDER_EXAMPLE in packages/server/src/modules/orders/schemas.ts): a mother pays tuition. */
export const ORDER = {
  account_id: 1,
  order_type: 'tuition',
  amount: '12000.00',
  purposes: ['tuition'],
  payment_reference: 'STUDENT 10234567',
  student_cn_name: '李雷',
  pinyin_last_name: 'LI',
  pinyin_first_name: 'LEI',
  en_first_name: 'LEI',
  en_last_name: 'LI',
  id_type: 'cn_id',
  student_id_number: '110105200501010012',
  student_number: '10234567',
  reading_stage: 'master',
  admission_year: new Date().getFullYear() + 1,
  admission_month: 9,
  date_of_birth: '2005-01-01',
  relationship: 'mother',
  payer_cn_name: '韩梅',
  payer_id_number: '110105197504020019',
  payer_tel_code: '86',
  payer_mobile: '13800138000',
  payer_email: 'han.mei@example.com',
  order_agreement: true,
};


/** One /api call as the payer holding `token`; answers the envelope. */
export async function api(base, token, method, path, body, headers = {}) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json();
}

/** Places ORDER as the payer holding `token`; answers its order_id. */
export async function placeOrder(base, token) {
  const answer = await api(base, token, 'POST', '/order/order_submit', ORDER, { 'idempotency-key': randomUUID() });
  assert.equal(answer.status_code, 200, answer.message);
  return answer.data.order_id;
}

/** The id of the seeded demo payee account with this code (order_info is public). */
export async function accountIdOf(base, code) {
  for (let id = 1; id < 200; id += 1) {
    const answer = await (await fetch(`${base}/api/order/order_info?account_id=${id}`)).json();
    if (answer.data?.account?.code === code) return id;
  }
  throw new Error(`no payee account ${code}`);
}
