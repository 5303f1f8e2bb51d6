const PLURAL_FORM = /^(.+)_(zero|one|two|few|many|other)$/;

/**
 * i18next chooses among the plural forms of a text (`body_one`, `body_other`) only for the key
 * it is asked for: a table read with `returnObjects` keeps every form. This gives each such
 * text back under its own name (`body`), in the place of its first form, in the form i18next
 * would pick for `count` in `language`: `_zero` for 0 when there is one, else the language's
 * plural category (`Intl.PluralRules`, as i18next), else `_other`. Other texts are unchanged.
 */
export function withPluralForms(table: unknown, language: string, count: number): unknown {
  if (typeof table !== 'object' || table === null || Array.isArray(table)) return table;
  const category = new Intl.PluralRules(language).select(count);
  const forms = new Map<string, Map<string, unknown>>();
  for (const [key, value] of Object.entries(table)) {
    const match = PLURAL_FORM.exec(key);
    if (!match?.[1] || !match[2]) continue;
    const found = forms.get(match[1]) ?? new Map<string, unknown>();
    forms.set(match[1], found.set(match[2], value));
  }
  const resolved: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(table)) {
    const base = PLURAL_FORM.exec(key)?.[1];
    const found = base === undefined ? undefined : forms.get(base);
    if (base === undefined || found === undefined) {
      resolved[key] = withPluralForms(value, language, count);
    } else if (!(base in resolved)) {
      resolved[base] =
        (count === 0 ? found.get('zero') : undefined) ?? found.get(category) ?? found.get('other');
    }
  }
  return resolved;
}
