import { useAppText } from '../../i18n/useAppText';
import { orderDetailMessages } from './orderDetailMessages';

type StatusKey = `orderDetail.status.${string}` & keyof (typeof orderDetailMessages)['en'];

/** An order status in the page's language (an unknown one as it came, rather than nothing). */
export function useStatusText() {
  const t = useAppText(orderDetailMessages);
  return (status: string) => {
    const key = `orderDetail.status.${status}`;
    return key in orderDetailMessages.en ? t(key as StatusKey) : status;
  };
}
