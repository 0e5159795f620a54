import type { ServerMessageId } from '../messages';
import type { StatusCode } from '@edupay/forms/contract';

/**
 * A business outcome that is not success: answered as HTTP 200 with the envelope
 * { status_code, message, data } (spec 000 section 8). Either a server message id (localized
 * when answering) or a text already localized (form validation messages from @edupay/forms).
 */
export class BusinessError extends Error {
  constructor(
    readonly status: StatusCode,
    readonly messageId: ServerMessageId | null,
    readonly values: Readonly<Record<string, string | number>> = {},
    readonly data: unknown = {},
    readonly text?: string,
  ) {
    super(text ?? messageId ?? String(status));
    this.name = 'BusinessError';
  }

  static text(status: StatusCode, text: string, data: unknown = {}): BusinessError {
    return new BusinessError(status, null, {}, data, text);
  }
}
