import type { Testimonial } from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '@/lib/language';
import { testimonialsQuery } from '../api/testimonials';
import { SectionHeading } from '../components/section-heading';

/** SPEC §4: the carousel advances every 5 s. */
export const TESTIMONIAL_INTERVAL_MS = 5000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the reader asked their system for less motion (and follows a change of mind). */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * SPEC §2's testimonial carousel, from real reviews (`GET /api/testimonials`): every 5 s the next
 * one, wrapping; the dots choose one. It holds still while the pointer is over it or focus is in
 * it, and for a reader who prefers reduced motion; it is silent to screen readers while it
 * moves and announces the slide only when someone chooses it. No review yet: no section.
 */
export function TestimonialsSection() {
  const { t } = useTranslation('homeSections');
  const testimonials = useQuery(testimonialsQuery());
  const slides = testimonials.data ?? [];
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const moving = slides.length > 1 && !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(
      () => setCurrent((index) => (index + 1) % slides.length),
      TESTIMONIAL_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [moving, slides.length]);

  if (slides.length === 0) return null;
  const shown = Math.min(current, slides.length - 1);
  return (
    <section
      aria-labelledby="home-testimonials-title"
      aria-roledescription={t('testimonials.carousel')}
      className="bg-linear-to-br from-saffron-50 to-brand-50 py-14 sm:py-20"
      data-testid="home-testimonials"
      data-moving={moving}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="home-testimonials-title"
          title={t('testimonials.title')}
          subtitle={t('testimonials.subtitle')}
        />
        <div className="mt-8">
          <div aria-live={moving ? 'off' : 'polite'}>
            {slides.map((slide, index) => (
              <TestimonialSlide
                key={`${slide.createdAt}-${slide.author}`}
                testimonial={slide}
                hidden={index !== shown}
                label={t('testimonials.slide', { index: index + 1, count: slides.length })}
              />
            ))}
          </div>
          {slides.length > 1 ? (
            <div className="mt-6 flex justify-center gap-1">
              {slides.map((slide, index) => (
                <button
                  key={`${slide.createdAt}-${slide.author}`}
                  type="button"
                  onClick={() => setCurrent(index)}
                  aria-label={t('testimonials.show', { index: index + 1 })}
                  aria-current={index === shown}
                  data-testid="testimonial-dot"
                  className="group inline-flex size-11 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={`block size-3 rounded-full transition ${
                      index === shown ? 'bg-brand-700' : 'bg-brand-200 group-hover:bg-brand-400'
                    }`}
                  />
                </button>
              ))}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}

function TestimonialSlide({
  testimonial,
  hidden,
  label,
}: {
  testimonial: Testimonial;
  hidden: boolean;
  label: string;
}) {
  const { t } = useTranslation('homeSections');
  const { language, localize } = useLanguage();
  const date = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(testimonial.createdAt));
  return (
    <figure
      hidden={hidden}
      aria-roledescription={t('testimonials.slideRole')}
      aria-label={label}
      className="rounded-3xl bg-white p-6 shadow-md ring-1 ring-slate-900/5 sm:p-8"
      data-testid="testimonial-slide"
    >
      <p className="text-xl text-saffron-600">
        <span aria-hidden="true">
          {'★'.repeat(testimonial.rating)}
          <span className="text-slate-300">{'★'.repeat(5 - testimonial.rating)}</span>
        </span>
        <span className="sr-only">{t('testimonials.rating', { rating: testimonial.rating })}</span>
      </p>
      <blockquote className="mt-3 text-lg text-slate-800">“{testimonial.text}”</blockquote>
      <figcaption className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <span className="font-semibold text-slate-900" data-testid="testimonial-author">
          {testimonial.author}
        </span>
        <span>
          {t('testimonials.service')}{' '}
          <Link
            to={localize(`/astrologer/${testimonial.astrologerSlug}`)}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {testimonial.astrologerName}
          </Link>
        </span>
        <span>{date}</span>
        <span className="inline-flex items-center rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
          {t('testimonials.verified')}
        </span>
      </figcaption>
    </figure>
  );
}
