import type { ReviewInput } from '../../core/schemas/review.ts';
import { MONTHS } from './timeline.ts';

/** 12345 -> "12,345", without locale data (the output must not depend on the machine). */
function grouped(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** Running totals over the generated reviews: the figures the editorial template quotes. */
export function createStats() {
  let count = 0;
  let stars = 0;
  let fives = 0;
  let lows = 0;
  let replies = 0;
  let matched = 0;
  let firstDate = '';
  let lastDate = '';
  return {
    add(review: ReviewInput) {
      count++;
      stars += review.rating;
      if (review.rating === 5) fives++;
      if (review.rating <= 2) lows++;
      if (review.owner_response) replies++;
      if (review.verification.method === 'invoice_match' || review.verification.method === 'job_record') matched++;
      if (!firstDate) firstDate = review.date;
      lastDate = review.date;
    },
    /** First and last review dates, YYYY-MM-DD. */
    span(): { first: string; last: string } {
      return { first: firstDate, last: lastDate };
    },
    /** Values for the `{{name}}` placeholders of templates/editorial.md. */
    placeholders(end: string): Record<string, string> {
      const percent = (n: number) => String(count ? Math.round((100 * n) / count) : 0);
      const [year, month] = firstDate.split('-').map(Number);
      return {
        review_count: grouped(count),
        average: (count ? stars / count : 0).toFixed(2),
        five_star_percent: percent(fives),
        low_percent: percent(lows),
        reply_percent: percent(replies),
        matched_percent: percent(matched),
        first_month: year && month ? `${MONTHS[month - 1]} ${year}` : 'the start',
        last_date: lastDate || end,
        updated: end,
      };
    },
  };
}
