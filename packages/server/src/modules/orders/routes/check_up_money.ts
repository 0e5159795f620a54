/** POST /order/check_up_money: the amount against the payee's rules (minimum, bill), with the surcharge and total. */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { parseMoney } from '@edupay/forms';
import { envelope } from '../../../http/envelope';
import { minorToDecimal, toCurrencyMinor } from '../../../domain/order-money';
import { BusinessError } from '../../../http/business-error';
import { accountIdOf } from '../owner';
import { checkMoneyBody, checkUpMoneyResponse } from '../schemas';
import { checkField } from '../service/checks';
import { payeeOf } from '../service/payee-snapshot';
import { typed } from '../../../http/typed-routes';

export async function checkUpMoneyRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.post(
    '/check_up_money',
    { schema: { tags: ['order'], summary: 'Check a payment amount for a payee', body: checkMoneyBody, response: checkUpMoneyResponse } },
    async (request) => {
      const { account_id: rawAccount, ...values } = request.body;
      const payee = await payeeOf(ctx, accountIdOf(rawAccount), values);
      checkField(ctx, payee, 'amount', values, request.locale);
      checkField(ctx, payee, 'bill_amount', values, request.locale);
      const currency = payee.currency || String(values.currency ?? '').toUpperCase();
      const minor = toCurrencyMinor(parseMoney(values.amount) ?? 0n, currency);
      if (minor === null) throw new BusinessError(STATUS.INVALID, 'amountDecimals', { currency }, { field: 'amount' });
      const surcharge = BigInt(payee.surcharge_minor);
      return envelope(request, STATUS.OK, 'ok', {
        amount: minorToDecimal(minor, currency),
        currency,
        amount_minor: minor.toString(),
        surcharge: minorToDecimal(surcharge, currency),
        total: minorToDecimal(minor + surcharge, currency),
      });
    },
  );
}
