/**
 * The exchange trading calendar and the trade day of an instant: core's rules (core rules/tradeDay.ts,
 * DESIGN §5), re-exported for the market's users. The server only loads the calendar's data (market/index.ts).
 */
export {
  addDays,
  addMonths,
  CUT_OFF_HOUR,
  dayNumber,
  isoOfCompact,
  isoOfDayNumber,
  shanghaiDate,
  TradingCalendar,
} from '@funddesk/core';
