import type { TFunction } from 'i18next';
import type { CarouselLabels } from '@/features/content/banner-carousel';

/** The carousel's words in the page language, filled in on the server. */
export function carouselLabels(t: TFunction, region: string, count: number): CarouselLabels {
  const n = Array.from({ length: count }, (_, i) => i + 1);
  return {
    region,
    previous: t('content.carousel.previous'),
    next: t('content.carousel.next'),
    pause: t('content.carousel.pause'),
    play: t('content.carousel.play'),
    slides: n.map((index) => t('content.carousel.slide', { index, count })),
    goTo: n.map((index) => t('content.carousel.go_to', { index })),
  };
}
