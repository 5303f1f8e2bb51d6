import type { Consultation } from '@jyotish/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/form-control';
import { useServerMessage } from '@/lib/use-server-message';
import { consultationKeys, reviewConsultation } from '../api/consultation-requests';

/** After a chat its user rates it (1–5 stars) and may say why; once. */
export function ReviewForm({ consultation }: { consultation: Consultation }) {
  const { t } = useTranslation('consultations');
  const queryClient = useQueryClient();
  const messageOf = useServerMessage();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const textId = useId();
  const review = useMutation({
    mutationFn: () => reviewConsultation(consultation.id, { rating, text }),
    onSuccess: (updated) => {
      queryClient.setQueryData(consultationKeys.one(consultation.id), updated);
      void queryClient.invalidateQueries({ queryKey: consultationKeys.mine() });
    },
  });
  if (consultation.review) {
    return (
      <p className="text-sm font-medium text-emerald-700" data-testid="review-done">
        {review.isSuccess ? `${t('chat.review.thanks')} ` : ''}
        {t('chat.review.yours', { count: consultation.review.rating })}
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating > 0) review.mutate();
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" data-testid="review-form">
      <fieldset className="flex flex-col gap-1">
        <legend className="font-semibold text-slate-900">{t('chat.review.heading')}</legend>
        <span className="sr-only">{t('chat.review.rating')}</span>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((star) => (
            <label
              key={star}
              className="cursor-pointer text-3xl leading-none text-amber-500 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
              data-testid={`review-star-${star}`}
            >
              <input
                type="radio"
                name="rating"
                value={star}
                checked={rating === star}
                onChange={() => setRating(star)}
                className="sr-only"
              />
              <span aria-hidden="true">{star <= rating ? '★' : '☆'}</span>
              <span className="sr-only">{t('chat.review.stars', { count: star })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={textId} className="text-sm font-medium text-slate-700">
        {t('chat.review.text')}
      </label>
      <textarea
        id={textId}
        value={text}
        maxLength={2000}
        rows={3}
        onChange={(event) => setText(event.target.value)}
        className={controlClass(false)}
        data-testid="review-text"
      />
      {review.error ? (
        <p role="alert" className="text-sm text-red-700">
          {messageOf(review.error, t('chat.ended'))}
        </p>
      ) : null}
      <Button
        type="submit"
        disabled={rating === 0 || review.isPending}
        className="self-start"
        data-testid="review-submit"
      >
        {t('chat.review.submit')}
      </Button>
    </form>
  );
}
