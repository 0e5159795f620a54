import { useDomainText } from '../../i18n/useDomainText';
import { RadioGroup } from '../../primitives/RadioGroup';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { OrderSection } from './OrderSection';
import { orderMessages } from './orderMessages';
import type { OrderFormState } from './useOrderForm';

export interface StudentInfoSectionProps {
  form: OrderFormState;
}

/**
 * Student Information (spec 001 section 3): the identity document, the Chinese name with its Pinyin
 * (filled in from the name, spec 001 section 7 name_conversion), the English name as on the offer,
 * the school's student number, study stage, admission and date of birth.
 */
export function StudentInfoSection({ form }: StudentInfoSectionProps) {
  const t = useDomainText(orderMessages);
  const { fields: f, shows } = form;
  return (
    <OrderSection title={t('order.section.student')} data-slot="order-student-section">
      <RadioGroup orientation="horizontal" label={t('order.idType')} {...f.id_type} />
      {shows.cnId ? (
        <>
          <TextField
            label={t('order.studentCnName')}
            hint={t('order.studentCnName.hint')}
            lang="zh"
            {...f.student_cn_name}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('order.pinyinLast')} autoCapitalize="characters" {...f.pinyin_last_name} />
            <TextField label={t('order.pinyinFirst')} autoCapitalize="characters" {...f.pinyin_first_name} />
          </div>
        </>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label={t('order.enFirst')} hint={t('order.enName.hint')} {...f.en_first_name} />
        <TextField label={t('order.enMiddle')} {...f.en_middle_name} />
        <TextField label={t('order.enLast')} {...f.en_last_name} />
      </div>
      <TextField
        label={t(shows.cnId ? 'order.studentIdNumber.cn_id' : 'order.studentIdNumber.passport')}
        autoComplete="off"
        {...f.student_id_number}
      />
      <TextField label={t('order.studentNumber')} autoComplete="off" {...f.student_number} />
      <Select label={t('order.readingStage')} {...f.reading_stage} />
      <fieldset className="m-0 grid gap-4 border-0 p-0 sm:grid-cols-2">
        <legend className="sr-only">{t('order.admission')}</legend>
        <Select label={t('order.admissionYear')} {...f.admission_year} />
        <Select label={t('order.admissionMonth')} {...f.admission_month} />
      </fieldset>
      <TextField type="date" label={t('order.dateOfBirth')} {...f.date_of_birth} />
    </OrderSection>
  );
}
