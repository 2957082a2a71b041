'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useCallback, useEffect, useRef, useState } from 'react';
import classes from './banner-carousel.module.css';

export interface CarouselBanner {
  id: number;
  name: string;
  description: string | null;
  linkUrl: string | null;
  imageUrl: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
}

export interface CarouselLabels {
  region: string;
  previous: string;
  next: string;
  /** "Slide {{index}} of {{count}}" already filled in per slide, in order. */
  slides: string[];
  /** "Go to slide n" per slide, in order. */
  goTo: string[];
}

const Chevron = ({ flip }: { flip?: boolean }) => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" style={flip ? { transform: 'scaleX(-1)' } : undefined}>
    <path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * The home page banners: a CSS scroll-snap track (swipe works without
 * JavaScript) with previous/next buttons and slide dots. It never moves on
 * its own, so nothing changes under a reader (WCAG 2.2.2).
 */
export function BannerCarousel({ banners, labels, priority = false }: { banners: CarouselBanner[]; labels: CarouselLabels; priority?: boolean }) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  const goTo = useCallback((index: number) => {
    const el = track.current;
    if (!el) return;
    const target = (index + banners.length) % banners.length;
    el.scrollTo({ left: target * el.clientWidth });
  }, [banners.length]);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const onScroll = () => setCurrent(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);

  if (banners.length === 0) return null;
  const many = banners.length > 1;

  return (
    <section className={classes.root} aria-roledescription="carousel" aria-label={labels.region} data-testid="banner-carousel">
      {many && (
        <button type="button" className={`${classes.arrow} ${classes.prev}`} aria-label={labels.previous} onClick={() => goTo(current - 1)}>
          <Chevron />
        </button>
      )}
      <div ref={track} className={classes.track} aria-live="polite">
        {banners.map((banner, i) => (
          <div key={banner.id} className={classes.slide} role="group" aria-roledescription="slide" aria-label={labels.slides[i]}
            inert={many && i !== current ? true : undefined}>
            <div className={classes.picture}>
              {banner.imageUrl && (
                <Image src={banner.imageUrl} alt="" fill sizes="(max-width: 1320px) 100vw, 1320px" className={classes.image} priority={priority && i === 0} />
              )}
            </div>
            <div className={classes.caption}>
              <p style={{ margin: 0, fontWeight: 700, fontSize: 'clamp(1rem, 2vw, 1.35rem)', lineHeight: 1.3 }}>
                {banner.linkUrl ? <Link href={banner.linkUrl} className={classes.captionLink}>{banner.name}</Link> : banner.name}
              </p>
              {banner.description && <p style={{ margin: '4px 0 0' }}>{banner.description}</p>}
            </div>
          </div>
        ))}
      </div>
      {many && (
        <button type="button" className={`${classes.arrow} ${classes.next}`} aria-label={labels.next} onClick={() => goTo(current + 1)}>
          <Chevron flip />
        </button>
      )}
      {many && (
        <div className={classes.dots}>
          {banners.map((banner, i) => (
            <button key={banner.id} type="button" className={classes.dot} aria-label={labels.goTo[i]} aria-current={i === current} onClick={() => goTo(i)} />
          ))}
        </div>
      )}
    </section>
  );
}
