import { type Testimonial, TestimonialListSchema } from '@jyotish/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** `GET /api/testimonials`: the three newest good reviews of real consultations. */
export function testimonialsQuery() {
  return queryOptions({
    queryKey: ['home', 'testimonials'] as const,
    queryFn: async (): Promise<Testimonial[]> =>
      TestimonialListSchema.parse(await apiGet<unknown>('/api/testimonials')),
    staleTime: 5 * 60_000,
  });
}
