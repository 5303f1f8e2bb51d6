import { ContactReceiptSchema, ContactRequestSchema } from '@jyotish/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoText } from '@/components/content/info-text';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/form-control';
import { ToolPage } from '@/components/ui/tool-page';
import { apiPost } from '@/lib/api-client';
import { type FieldMessages, schemaFieldMessages, splitServerError } from '@/lib/form-errors';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import type { ServerMessage } from '@/lib/server-message';
import { useSession } from '@/lib/session';
import { useServerMessageText } from '@/lib/use-server-message';

const FIELDS = ['name', 'email', 'message'] as const;
type Field = (typeof FIELDS)[number];

interface Section {
  readonly title: string;
  readonly body: string;
}

/** `/contact`: a message to the team (`POST /api/contact`), kept for administrators and mailed. */
export function ContactPage() {
  const { t } = useTranslation('info');
  const { pages } = useMetadata();
  const sections = t('contact.sections', { returnObjects: true }) as Record<string, Section>;
  return (
    <ToolPage heading={pages.contact.heading} lead={t('contact.intro')}>
      <ContactForm />
      <div className="space-y-8">
        {Object.entries(sections).map(([key, section]) => (
          <section key={key} aria-labelledby={`contact-${key}`} className="space-y-3">
            <h2
              id={`contact-${key}`}
              className="font-display text-2xl font-semibold text-slate-900"
            >
              {section.title}
            </h2>
            <InfoText text={section.body} />
          </section>
        ))}
      </div>
    </ToolPage>
  );
}

function ContactForm() {
  const { t } = useTranslation('info');
  const { language } = useLanguage();
  const { user } = useSession();
  const describe = useServerMessageText();
  const ids = { name: useId(), email: useId(), message: useId(), hint: useId() };
  const [values, setValues] = useState<Record<Field, string>>({
    name: user?.name ?? '',
    email: user?.email ?? '',
    message: '',
  });
  const [fieldErrors, setFieldErrors] = useState<FieldMessages<Field>>({});
  const [formError, setFormError] = useState<ServerMessage | null>(null);
  const send = useMutation({
    mutationFn: async () =>
      ContactReceiptSchema.parse(await apiPost<unknown>('/api/contact', { ...values, language })),
    onError: (error) => {
      const split = splitServerError(error, FIELDS);
      setFieldErrors(split.field);
      setFormError(split.form);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = schemaFieldMessages<Field>(ContactRequestSchema, values);
    setFieldErrors(errors);
    setFormError(null);
    if (Object.keys(errors).length === 0) send.mutate();
  };
  if (send.isSuccess) {
    return (
      <div
        role="status"
        className="space-y-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-6"
        data-testid="contact-sent"
      >
        <h2 className="font-display text-xl font-semibold text-emerald-900">
          {t('contact.form.sentTitle')}
        </h2>
        <p className="text-slate-800">{t('contact.form.sentBody')}</p>
        <Button
          variant="secondary"
          onClick={() => {
            setValues((v) => ({ ...v, message: '' }));
            send.reset();
          }}
        >
          {t('contact.form.another')}
        </Button>
      </div>
    );
  }
  // Each field's rule in the page's language, whether the browser or the server found it.
  const errorOf = (field: Field) => (fieldErrors[field] ? t(`contact.form.errors.${field}`) : null);
  const input = (field: Exclude<Field, 'message'>, type: string, autoComplete: string) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={ids[field]} className="font-medium text-slate-800">
        {t(`contact.form.${field}`)}
      </label>
      <input
        id={ids[field]}
        type={type}
        autoComplete={autoComplete}
        value={values[field]}
        onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
        aria-invalid={errorOf(field) ? true : undefined}
        className={controlClass(Boolean(errorOf(field)))}
      />
      {errorOf(field) ? <p className="text-sm text-red-700">{errorOf(field)}</p> : null}
    </div>
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5"
      data-testid="contact-form"
    >
      <h2 className="font-display text-xl font-semibold text-slate-900">
        {t('contact.form.title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {input('name', 'text', 'name')}
        {input('email', 'email', 'email')}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.message} className="font-medium text-slate-800">
          {t('contact.form.message')}
        </label>
        <textarea
          id={ids.message}
          rows={6}
          value={values.message}
          onChange={(e) => setValues((v) => ({ ...v, message: e.target.value }))}
          aria-invalid={errorOf('message') ? true : undefined}
          aria-describedby={ids.hint}
          className={controlClass(Boolean(errorOf('message')))}
        />
        <p id={ids.hint} className="text-sm text-slate-500">
          {t('contact.form.messageHint')}
        </p>
        {errorOf('message') ? <p className="text-sm text-red-700">{errorOf('message')}</p> : null}
      </div>
      {formError ? (
        <p role="alert" className="text-sm text-red-700">
          {describe(formError) ?? t('contact.form.error')}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={send.isPending} data-testid="contact-submit">
        {send.isPending ? t('contact.form.sending') : t('contact.form.submit')}
      </Button>
    </form>
  );
}
