import type { Ref } from 'react';
import {
  type BirthDateParts,
  type BirthTimeParts,
  birthYears,
  monthNames,
} from '@/lib/birth-calendar';
import { useLanguage } from '@/lib/language';
import { controlClass } from './form-control';

/** The accessible names of the five dropdowns, in the page language. */
export interface BirthMomentLabels {
  readonly day: string;
  readonly month: string;
  readonly year: string;
  readonly hour: string;
  readonly minute: string;
}

interface SelectsProps<Value> {
  readonly value: Value;
  readonly onChange: (value: Value) => void;
  readonly labels: BirthMomentLabels;
  readonly invalid: boolean;
  /** The first dropdown, for a form to focus when this is its first invalid field. */
  readonly selectRef?: Ref<HTMLSelectElement> | undefined;
}

const pad = (number: number) => String(number).padStart(2, '0');

/** `count` whole numbers from `first`: the options of a numeric dropdown. */
const range = (count: number, first: number) =>
  Array.from({ length: count }, (_, offset) => first + offset);

const numberValue = (value: number | null) => (value === null ? '' : String(value));
const parse = (value: string) => (value === '' ? null : Number(value));

/**
 * SPEC §5's birth date from day (1–31), month and year dropdowns (years from this year back
 * 120). A day the month lacks stays chosen, visibly, for the form to say it is no calendar date.
 */
export function BirthDateSelects({
  value,
  onChange,
  labels,
  invalid,
  selectRef,
}: SelectsProps<BirthDateParts>) {
  const { language } = useLanguage();
  return (
    <div className="grid grid-cols-[1fr_2fr_1.4fr] gap-3">
      <select
        ref={selectRef}
        aria-label={labels.day}
        value={numberValue(value.day)}
        onChange={(event) => onChange({ ...value, day: parse(event.target.value) })}
        className={controlClass(invalid)}
      >
        <option value="">{labels.day}</option>
        {range(31, 1).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <select
        aria-label={labels.month}
        value={numberValue(value.month)}
        onChange={(event) => onChange({ ...value, month: parse(event.target.value) })}
        className={controlClass(invalid)}
      >
        <option value="">{labels.month}</option>
        {monthNames(language).map((label, index) => (
          <option key={label} value={index + 1}>
            {label}
          </option>
        ))}
      </select>
      <select
        aria-label={labels.year}
        value={numberValue(value.year)}
        onChange={(event) => onChange({ ...value, year: parse(event.target.value) })}
        className={controlClass(invalid)}
      >
        <option value="">{labels.year}</option>
        {birthYears(new Date().getFullYear()).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

/** SPEC §5's birth time from hour (0–23) and minute (0–59) dropdowns. */
export function BirthTimeSelects({
  value,
  onChange,
  labels,
  invalid,
  selectRef,
}: SelectsProps<BirthTimeParts>) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <select
        ref={selectRef}
        aria-label={labels.hour}
        value={numberValue(value.hour)}
        onChange={(event) => onChange({ ...value, hour: parse(event.target.value) })}
        className={controlClass(invalid)}
      >
        <option value="">{labels.hour}</option>
        {range(24, 0).map((option) => (
          <option key={option} value={option}>
            {pad(option)}
          </option>
        ))}
      </select>
      <select
        aria-label={labels.minute}
        value={numberValue(value.minute)}
        onChange={(event) => onChange({ ...value, minute: parse(event.target.value) })}
        className={controlClass(invalid)}
      >
        <option value="">{labels.minute}</option>
        {range(60, 0).map((option) => (
          <option key={option} value={option}>
            {pad(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
