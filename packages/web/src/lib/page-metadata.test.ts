import { METADATA } from '@jyotish/contract';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  loadedMetadata,
  loadMetadata,
  loadPageNames,
  useFullMetadata,
  useMetadata,
} from './page-metadata';

function Heading() {
  return createElement('h1', null, useMetadata().pages.kundli.heading);
}

function Description() {
  return createElement('p', null, useFullMetadata().pages.kundli.description);
}

const at = (path: string, component: () => unknown) =>
  renderToString(
    createElement(MemoryRouter, { initialEntries: [path] }, createElement(component as () => null)),
  );

describe('page metadata in the screens', () => {
  it('gives the page names of the page’s language, at once once they are loaded', async () => {
    expect(() => at('/tamil/kundli', Heading)).toThrow();
    await loadPageNames('ta');
    expect(at('/tamil/kundli', Heading)).toBe(`<h1>${METADATA.ta.pages.kundli.heading}</h1>`);
  });

  it('gives the whole table, descriptions included, only when asked for it', async () => {
    await loadPageNames('te');
    expect(loadedMetadata().te).toBeUndefined();
    expect(() => at('/telugu/kundli', Description)).toThrow();
    await loadMetadata('te');
    expect(at('/telugu/kundli', Description)).toBe(
      `<p>${METADATA.te.pages.kundli.description}</p>`,
    );
    expect(loadedMetadata().te).toEqual(METADATA.te);
  });
});
