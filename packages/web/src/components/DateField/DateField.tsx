import { useState } from 'react';
import type { Intent } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import zhCN from 'date-fns/locale/zh-CN';
import { t } from '@funddesk/core';
import './DateField.css';

/** The format a date is shown, typed and passed in (`YYYY-MM-DD`, date-fns tokens). */
const DATE_FORMAT = 'yyyy-MM-dd';

/** A `YYYY-MM-DD` day as a local-midnight `Date` (the calendar's bounds). */
function dayOf(value: string): Date {
  const [year = 0, month = 1, day = 1] = value.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** The calendar's accessible names, in Chinese like the rest of it. */
const dayPickerLabels = {
  labelPrevious: () => t('web.dateField.previousMonth'),
  labelNext: () => t('web.dateField.nextMonth'),
  labelMonthDropdown: () => t('web.dateField.month'),
  labelYearDropdown: () => t('web.dateField.year'),
};

/** Props of {@link DateField}. */
export interface DateFieldProps {
  /** The day as `YYYY-MM-DD`, or `''` for none. */
  value: string;
  /** Called with the new day as `YYYY-MM-DD`, or `''` when the field is cleared. */
  onChange: (value: string) => void;
  /** The earliest day that may be chosen or typed, `YYYY-MM-DD`. */
  minDate: string;
  /** The latest day that may be chosen or typed, `YYYY-MM-DD`. */
  maxDate: string;
  /** The field's accessible name, also its placeholder unless one is given. */
  label: string;
  placeholder?: string;
  intent?: Intent;
  disabled?: boolean;
}

/**
 * A date field of FundDesk's screens: Blueprint's DateInput showing and accepting `YYYY-MM-DD` whatever
 * the browser's language, with a Chinese calendar (date-fns zh-CN: year before month, 一月…十二月, weeks
 * from Monday 一 … 日), today marked, 今天 / 清除 below, and days outside `minDate`..`maxDate` disabled.
 * Text that is not a day in range goes back to the last valid value when the field is left (what Chinese
 * back-office date pickers do), so the screen never holds a day the field does not show.
 * @see spec 01 §5 (date range), spec 03 §5; docs/decisions.md "Date fields"
 */
export function DateField({
  value,
  onChange,
  minDate,
  maxDate,
  label,
  placeholder,
  intent = 'none',
  disabled = false,
}: DateFieldProps) {
  // A new key remounts the input, dropping text that did not make a valid day.
  const [generation, setGeneration] = useState(0);
  return (
    <DateInput
      key={generation}
      className="fd-date-field"
      value={value === '' ? null : value}
      onChange={(iso) => onChange(iso === null ? '' : iso.slice(0, 10))}
      onError={() => setGeneration((g) => g + 1)}
      dateFnsFormat={DATE_FORMAT}
      locale={zhCN}
      minDate={dayOf(minDate)}
      maxDate={dayOf(maxDate)}
      placeholder={placeholder ?? label}
      invalidDateMessage={t('web.dateField.invalid')}
      outOfRangeMessage={t('web.dateField.outOfRange')}
      highlightCurrentDay
      showActionsBar
      todayButtonText={t('web.dateField.today')}
      clearButtonText={t('web.dateField.clear')}
      disabled={disabled}
      dayPickerProps={{ labels: dayPickerLabels }}
      popoverProps={{ placement: 'bottom-start' }}
      inputProps={{ size: 'small', 'aria-label': label, intent }}
    />
  );
}
