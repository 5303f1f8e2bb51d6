import {
  type AdminArticle,
  AdminArticleListSchema,
  AdminArticleResponseSchema,
  ARTICLE_CATEGORIES,
  ARTICLE_CATEGORY_NAMES,
  ARTICLE_COVER_TYPES,
  type ArticleCategory,
  ArticlePreviewSchema,
  ArticleRevisionListSchema,
  type ArticleStatus,
  LANGUAGE_NATIVE_NAME,
  LANGUAGES,
  type Language,
  localizePath,
} from '@jyotish/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/form-control';
import { toast } from '@/components/ui/toast';
import { apiFetch, apiGet, apiPost, apiUpload } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { useServerMessage } from '@/lib/use-server-message';
import { ArticleBody } from './article-body';
import { useArticleDate } from './article-card';

const ADMIN_ARTICLES = '/api/admin/articles';
const listKey = ['admin', 'articles'] as const;
const PREVIEW_DELAY_MS = 300;

interface Draft {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  category: ArticleCategory;
}

const EMPTY_DRAFT: Draft = { title: '', slug: '', excerpt: '', body: '', category: 'Transit' };

function draftOf(article: AdminArticle | undefined, lang: Language): Draft {
  const version = article?.versions.find((candidate) => candidate.lang === lang);
  return {
    title: version?.title ?? '',
    slug: article?.slug ?? '',
    excerpt: version?.excerpt ?? '',
    body: version?.body ?? '',
    category: article?.category ?? 'Transit',
  };
}

/**
 * `/admin/articles` (and `/admin-articles`): the CMS. Every article with its language
 * versions; an editor for one version (title, slug, category, excerpt, Markdown body with the
 * server's own rendering as a live preview), saved as a draft or published, unpublished, its
 * cover image, its revision history, and deletion. The server checks the role on every call.
 */
export function AdminArticlesPage() {
  const { t } = useTranslation('blog');
  const { pages } = useMetadata();
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('id')) || null;
  const lang = (LANGUAGES as readonly string[]).includes(params.get('lang') ?? '')
    ? (params.get('lang') as Language)
    : 'en';
  const list = useQuery({
    queryKey: listKey,
    queryFn: async () => AdminArticleListSchema.parse(await apiGet<unknown>(ADMIN_ARTICLES)),
  });
  const select = (id: number | null, language: Language = 'en') =>
    setParams(id === null ? { new: '1', lang: language } : { id: String(id), lang: language });
  const editing = params.has('id') || params.has('new');
  return (
    <section
      data-testid="admin-articles"
      className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-3xl font-bold text-slate-900">
          {pages.adminArticles.heading}
        </h1>
        <Button onClick={() => select(null)}>{t('cms.newArticle')}</Button>
      </div>
      {editing ? (
        <ArticleEditor
          key={`${selected ?? 'new'}-${lang}`}
          article={list.data?.articles.find((article) => article.id === selected)}
          lang={lang}
          onSelect={select}
          onClose={() => setParams({})}
        />
      ) : null}
      <ArticleTable articles={list.data?.articles} onSelect={select} />
    </section>
  );
}

function ArticleTable({
  articles,
  onSelect,
}: {
  readonly articles: readonly AdminArticle[] | undefined;
  readonly onSelect: (id: number, lang?: Language) => void;
}) {
  const { t } = useTranslation('blog');
  const { language } = useLanguage();
  const date = useArticleDate();
  if (articles === undefined) return <p className="text-slate-600">{t('loading')}</p>;
  if (articles.length === 0) return <p className="text-slate-600">{t('cms.empty')}</p>;
  return (
    <div className="overflow-x-auto rounded-2xl border border-brand-100 bg-white shadow-sm">
      <table className="w-full text-left text-sm" data-testid="admin-article-table">
        <caption className="sr-only">{t('cms.articles')}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th className="px-4 py-3">#</th>
            <th className="px-4 py-3">{t('cms.columns.title')}</th>
            <th className="px-4 py-3">{t('cms.columns.category')}</th>
            <th className="px-4 py-3">{t('cms.columns.languages')}</th>
            <th className="px-4 py-3">{t('cms.columns.updated')}</th>
          </tr>
        </thead>
        <tbody>
          {articles.map((article) => {
            const shown =
              article.versions.find((version) => version.lang === language) ?? article.versions[0];
            const updated = article.versions
              .map((version) => version.updatedAt)
              .sort()
              .at(-1);
            return (
              <tr key={article.id} className="border-t border-slate-100">
                <td className="px-4 py-3 text-slate-600">{article.id}</td>
                <td className="px-4 py-3">
                  <button
                    type="button"
                    className="text-left font-medium text-brand-700 hover:underline"
                    onClick={() => onSelect(article.id, shown?.lang)}
                  >
                    {shown?.title}
                  </button>
                </td>
                <td className="px-4 py-3">{ARTICLE_CATEGORY_NAMES[language][article.category]}</td>
                <td className="px-4 py-3">
                  <ul className="flex flex-wrap gap-1">
                    {article.versions.map((version) => (
                      <li key={version.lang}>
                        <StatusBadge lang={version.lang} status={version.status} />
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="px-4 py-3 text-slate-600">{updated ? date(updated) : ''}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function StatusBadge({
  lang,
  status,
}: {
  readonly lang: Language;
  readonly status: ArticleStatus;
}) {
  const { t } = useTranslation('blog');
  return (
    <span
      className={clsx(
        'inline-block rounded-full px-2 py-0.5 text-xs font-medium',
        status === 'published' ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-900',
      )}
    >
      {lang.toUpperCase()} · {t(`cms.statuses.${status}`)}
    </span>
  );
}

/** The server's rendering of the body, asked for a moment after the typing stops. */
function usePreview(body: string) {
  const [html, setHtml] = useState('');
  useEffect(() => {
    if (body.trim() === '') {
      setHtml('');
      return;
    }
    let current = true;
    const timer = window.setTimeout(() => {
      void apiPost<unknown>(`${ADMIN_ARTICLES}/preview`, { body }).then((answer) => {
        if (current) setHtml(ArticlePreviewSchema.parse(answer).html);
      });
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [body]);
  return html;
}

function ArticleEditor({
  article,
  lang,
  onSelect,
  onClose,
}: {
  readonly article: AdminArticle | undefined;
  readonly lang: Language;
  readonly onSelect: (id: number | null, lang?: Language) => void;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('blog');
  const { language } = useLanguage();
  const messageOf = useServerMessage();
  const queryClient = useQueryClient();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => (article ? draftOf(article, lang) : EMPTY_DRAFT));
  const html = usePreview(draft.body);
  const version = article?.versions.find((candidate) => candidate.lang === lang);
  const [error, setError] = useState<string | null>(null);

  // Exact: an article's history is refreshed by the saves that change it, and never fetched
  // again once the article is deleted.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: listKey, exact: true });
    void queryClient.invalidateQueries({ queryKey: ['articles'] });
    void queryClient.invalidateQueries({ queryKey: ['article'] });
  };
  const save = useMutation({
    mutationFn: async (status: ArticleStatus) => {
      const fields = {
        title: draft.title,
        excerpt: draft.excerpt,
        body: draft.body,
        category: draft.category,
        lang,
        status,
        ...(draft.slug.trim() === '' ? {} : { slug: draft.slug.trim() }),
      };
      const answer = article
        ? await apiFetch<unknown>(`${ADMIN_ARTICLES}/${article.id}`, {
            method: 'PATCH',
            body: fields,
          })
        : await apiPost<unknown>(ADMIN_ARTICLES, fields);
      return { status, saved: AdminArticleResponseSchema.parse(answer).article };
    },
    onSuccess: ({ status, saved }) => {
      setError(null);
      refresh();
      void queryClient.invalidateQueries({ queryKey: [...listKey, saved.id] });
      const wasPublished = version?.status === 'published';
      toast({
        title:
          status === 'published'
            ? t('cms.published')
            : wasPublished
              ? t('cms.unpublished')
              : t('cms.saved'),
      });
      if (!article) onSelect(saved.id, lang);
    },
    onError: (failure) => setError(messageOf(failure, t('error'))),
  });
  const remove = useMutation({
    mutationFn: (articleId: number) =>
      apiFetch<unknown>(`${ADMIN_ARTICLES}/${articleId}`, { method: 'DELETE' }),
    onSuccess: () => {
      onClose();
      refresh();
      toast({ title: t('cms.deleted') });
    },
    onError: (failure) => setError(messageOf(failure, t('error'))),
  });
  const upload = useMutation({
    mutationFn: (file: File) => apiUpload<unknown>(`${ADMIN_ARTICLES}/${article?.id}/cover`, file),
    onSuccess: () => {
      refresh();
      toast({ title: t('cms.coverUploaded') });
    },
    onError: (failure) => setError(messageOf(failure, t('error'))),
  });

  const submit = (status: ArticleStatus) => (event?: FormEvent) => {
    event?.preventDefault();
    save.mutate(status);
  };
  const field = (name: keyof Draft) => ({
    id: `${id}-${name}`,
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((previous) => ({ ...previous, [name]: event.target.value })),
  });
  const label = (name: keyof Draft, text: string) => (
    <label htmlFor={`${id}-${name}`} className="text-sm font-medium text-slate-700">
      {text}
    </label>
  );

  return (
    <div
      className="flex flex-col gap-6 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm"
      data-testid="article-editor"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-xl font-bold text-slate-900">
          {article ? t('cms.editing', { id: article.id }) : t('cms.creating')}
        </h2>
        {article && version?.status === 'published' ? (
          <Link
            to={localizePath(`/blog/${encodeURIComponent(article.slug)}`, lang)}
            className="text-sm font-medium text-brand-700 underline"
          >
            {t('cms.view')}
          </Link>
        ) : null}
      </div>
      <nav aria-label={t('cms.language')}>
        <ul className="flex flex-wrap gap-2">
          {LANGUAGES.map((code) => {
            const status = article?.versions.find((candidate) => candidate.lang === code)?.status;
            return (
              <li key={code}>
                <button
                  type="button"
                  aria-current={code === lang ? 'true' : undefined}
                  disabled={!article && code !== lang}
                  onClick={() => onSelect(article?.id ?? null, code)}
                  className={clsx(
                    'rounded-lg border px-3 py-2 text-sm',
                    code === lang
                      ? 'border-brand-600 bg-brand-600 text-white'
                      : 'border-slate-300 bg-white text-slate-800 disabled:opacity-50',
                  )}
                >
                  {LANGUAGE_NATIVE_NAME[code]} ·{' '}
                  {status ? t(`cms.statuses.${status}`) : t('cms.statuses.missing')}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      <form onSubmit={submit('draft')} className="grid gap-4 lg:grid-cols-2" lang={lang}>
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            {label('title', t('cms.title'))}
            <input {...field('title')} className={controlClass(false)} required />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-1">
              {label('slug', t('cms.slug'))}
              <input {...field('slug')} className={controlClass(false)} lang="en" />
              <p className="text-xs text-slate-600" lang={language}>
                {t('cms.slugHint')}
              </p>
            </div>
            <div className="flex flex-col gap-1">
              {label('category', t('cms.category'))}
              <select {...field('category')} className={controlClass(false)}>
                {ARTICLE_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {ARTICLE_CATEGORY_NAMES[language][category]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="flex flex-col gap-1">
            {label('excerpt', t('cms.excerpt'))}
            <textarea {...field('excerpt')} rows={3} className={controlClass(false)} required />
          </div>
          <div className="flex flex-col gap-1">
            {label('body', t('cms.body'))}
            <textarea
              {...field('body')}
              rows={18}
              className={`${controlClass(false)} font-mono text-sm`}
              required
            />
            <p className="text-xs text-slate-600" lang={language}>
              {t('cms.bodyHint')}
            </p>
          </div>
        </div>
        <section
          aria-label={t('cms.preview')}
          className="max-h-[48rem] overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-4"
          data-testid="article-preview"
        >
          <h3 className="mb-3 text-sm font-semibold tracking-wide text-slate-600 uppercase">
            {t('cms.preview')}
          </h3>
          {html ? (
            <ArticleBody html={html} lang={lang} />
          ) : (
            <p className="text-slate-600">{t('cms.previewEmpty')}</p>
          )}
        </section>
        <div className="flex flex-wrap items-center gap-3 lg:col-span-2">
          <Button type="submit" variant="secondary" disabled={save.isPending}>
            {version?.status === 'published' ? t('cms.unpublish') : t('cms.saveDraft')}
          </Button>
          <Button type="button" disabled={save.isPending} onClick={submit('published')}>
            {t('cms.publish')}
          </Button>
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      </form>
      {article ? (
        <>
          <div className="flex flex-col gap-2 border-t border-slate-100 pt-4">
            <label htmlFor={`${id}-cover`} className="text-sm font-medium text-slate-700">
              {t('cms.cover')}
            </label>
            {article.coverImage ? (
              <img src={article.coverImage} alt="" className="h-32 w-56 rounded-lg object-cover" />
            ) : (
              <p className="text-sm text-slate-600">{t('cms.coverNone')}</p>
            )}
            <input
              id={`${id}-cover`}
              type="file"
              accept={ARTICLE_COVER_TYPES.join(',')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) upload.mutate(file);
              }}
            />
            <p className="text-xs text-slate-600">{t('cms.coverHint')}</p>
          </div>
          <Revisions
            articleId={article.id}
            onRestore={(revision) =>
              setDraft((previous) => ({
                ...previous,
                title: revision.title,
                excerpt: revision.excerpt,
                body: revision.body,
                category: revision.category,
              }))
            }
          />
          <div className="border-t border-slate-100 pt-4">
            <Button
              type="button"
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => {
                if (window.confirm(t('cms.deleteConfirm'))) remove.mutate(article.id);
              }}
            >
              {t('cms.delete')}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}

type Revision = ReturnType<typeof ArticleRevisionListSchema.parse>['revisions'][number];

function Revisions({
  articleId,
  onRestore,
}: {
  readonly articleId: number;
  readonly onRestore: (revision: Revision) => void;
}) {
  const { t } = useTranslation('blog');
  const date = useArticleDate();
  const revisions = useQuery({
    queryKey: [...listKey, articleId, 'revisions'] as const,
    queryFn: async () =>
      ArticleRevisionListSchema.parse(
        await apiGet<unknown>(`${ADMIN_ARTICLES}/${articleId}/revisions`),
      ).revisions,
  });
  return (
    <details className="border-t border-slate-100 pt-4" data-testid="article-revisions">
      <summary className="cursor-pointer font-medium text-brand-700">{t('cms.revisions')}</summary>
      {revisions.data?.length ? (
        <ol className="mt-3 flex flex-col gap-2">
          {revisions.data.map((revision) => (
            <li key={revision.id} className="flex flex-wrap items-center gap-3 text-sm">
              <span className="text-slate-700">
                {t('cms.revision', {
                  date: `${date(revision.createdAt)} ${revision.createdAt.slice(11, 16)} UTC`,
                  lang: revision.lang.toUpperCase(),
                  status: t(`cms.statuses.${revision.status}`),
                  editor: revision.editor ?? t('cms.unknownEditor'),
                })}
              </span>
              <span className="text-slate-900">{revision.title}</span>
              <button
                type="button"
                className="text-brand-700 underline"
                onClick={() => onRestore(revision)}
              >
                {t('cms.restore')}
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t('cms.revisionsEmpty')}</p>
      )}
    </details>
  );
}
