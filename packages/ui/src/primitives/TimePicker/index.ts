export { TimePicker, type TimePickerProps } from './TimePicker';
export { addHours, addMinutes, meridiemOf, minuteStep, withMeridiem, type Meridiem } from './time-picker-math';
