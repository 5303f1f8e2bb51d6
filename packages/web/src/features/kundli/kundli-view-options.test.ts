import { describe, expect, it } from 'vitest';
import { viewOptionsFromQuery, withViewOption } from './kundli-view-options';

const HOME_QUERY =
  'name=Asha+Verma&date=1990-04-15&time=06%3A30&location=Varanasi%2C+Uttar+Pradesh%2C+India&gender=female&latitude=25.31668&longitude=83.01041';

describe('view options', () => {
  it('falls back to Lahiri, D1 and the North Indian chart for unknown values', () => {
    expect(viewOptionsFromQuery(new URLSearchParams('ayanamsa=x&varga=D5&chart=west'))).toEqual({
      ayanamsa: 'lahiri',
      varga: 'D1',
      style: 'north',
    });
    expect(
      viewOptionsFromQuery(new URLSearchParams('ayanamsa=tropical&varga=D60&chart=east')),
    ).toEqual({
      ayanamsa: 'tropical',
      varga: 'D60',
      style: 'east',
    });
  });

  it('keeps the birth in the query and leaves defaults out of it', () => {
    const query = new URLSearchParams(HOME_QUERY);
    const navamsa = withViewOption(query, 'varga', 'D9', 'D1');
    expect(navamsa.get('varga')).toBe('D9');
    expect(navamsa.get('name')).toBe('Asha Verma');
    expect(withViewOption(navamsa, 'varga', 'D1', 'D1').has('varga')).toBe(false);
  });
});
