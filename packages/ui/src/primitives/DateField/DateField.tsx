import {
  DateFormatter,
  getLocalTimeZone,
  today as localToday,
  type CalendarDate,
  type DateValue,
} from '@internationalized/date';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { useContext, useMemo, type ReactNode } from 'react';
import {
  Button as RACButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker,
  DatePickerStateContext,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
  composeRenderProps,
  useLocale,
  type DatePickerProps,
} from 'react-aria-components';
import { Button } from '../Button';
import { FieldDescription, FieldError, FieldLabel, invalidFromError, type FieldErrorMessage } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import { dateRangeMessage } from './date-range-message';
import * as styles from './DateField.css';

export interface DateFieldProps extends Omit<DatePickerProps<CalendarDate>, 'children'> {
  label: ReactNode;
  description?: ReactNode;
  /**
   * As on TextField: a string makes the field invalid, a function phrases RAC's validation. Without
   * one, a date outside `minValue`/`maxValue` is explained with the bound in the app's locale.
   */
  errorMessage?: FieldErrorMessage;
  /** Today's date for the 'Today' button; injectable so stories and tests do not depend on the clock. */
  today?: () => CalendarDate;
}

const clockToday = () => localToday(getLocalTimeZone());

/**
 * A date picker on RAC's DatePicker: typed segments in the locale's order (dd / mm / yyyy under the
 * app's en-GB), a calendar popover whose weeks start on Sunday like the app's calendar, and a
 * 'Today' button there that picks today and closes it.
 */
export function DateField({
  label,
  description,
  errorMessage,
  today = clockToday,
  isInvalid,
  className,
  ...props
}: DateFieldProps) {
  const rangeMessage = useRangeMessage(props.minValue, props.maxValue);
  return (
    <DatePicker
      {...props}
      isInvalid={invalidFromError(isInvalid, errorMessage)}
      className={composeRenderProps(className, (own) => [fieldStyles.field, own].filter(Boolean).join(' '))}
    >
      <FieldLabel>{label}</FieldLabel>
      <Group className={[fieldStyles.control, styles.group].join(' ')}>
        <DateInput className={styles.input}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <RACButton className={fieldStyles.controlButton}>
          <CalendarDays className={fieldStyles.controlIcon} aria-hidden="true" />
        </RACButton>
      </Group>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage ?? rangeMessage}</FieldError>
      <Popover className={fieldStyles.popover} placement="bottom start" offset={4}>
        <Dialog className={styles.dialog}>
          <Calendar<CalendarDate> firstDayOfWeek="sun">
            <header className={styles.calendarHeader}>
              <RACButton slot="previous" className={[fieldStyles.controlButton, styles.navButton].join(' ')}>
                <ChevronLeft className={fieldStyles.controlIcon} aria-hidden="true" />
              </RACButton>
              <Heading className={styles.calendarHeading} />
              <RACButton slot="next" className={[fieldStyles.controlButton, styles.navButton].join(' ')}>
                <ChevronRight className={fieldStyles.controlIcon} aria-hidden="true" />
              </RACButton>
            </header>
            <CalendarGrid className={styles.grid}>
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
            </CalendarGrid>
          </Calendar>
          <footer className={styles.footer}>
            <TodayButton today={today} minValue={props.minValue} maxValue={props.maxValue} />
          </footer>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}

function useRangeMessage(minValue: DateValue | null | undefined, maxValue: DateValue | null | undefined) {
  const { locale } = useLocale();
  return useMemo(() => {
    const formatter = new DateFormatter(locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
    const write = (date: DateValue | null | undefined) =>
      date ? formatter.format(date.toDate(getLocalTimeZone())) : undefined;
    const bounds = { min: write(minValue), max: write(maxValue) };
    return (validation: Parameters<typeof dateRangeMessage>[0]) => dateRangeMessage(validation, bounds);
  }, [locale, minValue, maxValue]);
}

interface TodayButtonProps {
  today: () => CalendarDate;
  minValue?: DateFieldProps['minValue'];
  maxValue?: DateFieldProps['maxValue'];
}

function TodayButton({ today, minValue, maxValue }: TodayButtonProps) {
  const state = useContext(DatePickerStateContext);
  const date = today();
  const isOutOfRange =
    (minValue != null && date.compare(minValue) < 0) || (maxValue != null && date.compare(maxValue) > 0);
  return (
    <Button
      variant="secondary"
      size="small"
      isDisabled={isOutOfRange}
      onPress={() => {
        state?.setValue(today());
        state?.close();
      }}
    >
      Today
    </Button>
  );
}
