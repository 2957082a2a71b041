'use client';

import Image from 'next/image';
import { SiteLink } from '@/features/layout/site-link';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
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
  pause: string;
  play: string;
  /** "Slide {{index}} of {{count}}" already filled in per slide, in order. */
  slides: string[];
  /** "Go to slide n" per slide, in order. */
  goTo: string[];
}

/** Time each slide stays before the next one comes in on its own. */
const SLIDE_MS = 6000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeReducedMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

const Chevron = ({ flip }: { flip?: boolean }) => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    aria-hidden="true"
    style={flip ? { transform: 'scaleX(-1)' } : undefined}
  >
    <path
      d="M15 6l-6 6 6 6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const PlayPause = ({ playing }: { playing: boolean }) => (
  <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
    {playing ? (
      <path d="M3 2h3v10H3zM8 2h3v10H8z" fill="currentColor" />
    ) : (
      <path d="M3 1.5l9 5.5-9 5.5z" fill="currentColor" />
    )}
  </svg>
);

/**
 * The home page banners: a CSS scroll-snap track (swipe works without
 * JavaScript) with previous/next buttons and slide dots. It moves on to the
 * next slide every few seconds, except for people who ask for reduced motion;
 * it holds still while the pointer is over it or focus is inside it, and a
 * pause button stops it for good (WCAG 2.2.2). The caption lies over the
 * picture's lower edge, so pictures should carry no words of their own.
 * `preload` marks the first picture as the page's largest paint.
 */
export function BannerCarousel({
  banners,
  labels,
  preload = false,
}: {
  banners: CarouselBanner[];
  labels: CarouselLabels;
  preload?: boolean;
}) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  // Reduced motion: paused until the reader presses play; otherwise playing until they press pause.
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    prefersReducedMotion,
    () => false,
  );
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;
  const [held, setHeld] = useState(false);
  const many = banners.length > 1;

  const goTo = useCallback(
    (index: number) => {
      const el = track.current;
      if (!el) return;
      const target = (index + banners.length) % banners.length;
      el.scrollTo({ left: target * el.clientWidth });
    },
    [banners.length],
  );

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const onScroll = () => setCurrent(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);

  const rotating = many && playing && !held;
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => {
      const el = track.current;
      if (el && !document.hidden) goTo(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)) + 1);
    }, SLIDE_MS);
    // Says when the slides are really on a timer (after hydration, not while held), for tests with a fake clock.
    const root = track.current?.closest('section');
    root?.setAttribute('data-timer', 'on');
    return () => {
      window.clearInterval(timer);
      root?.removeAttribute('data-timer');
    };
  }, [rotating, goTo]);

  if (banners.length === 0) return null;

  return (
    <section
      className={classes.root}
      aria-roledescription="carousel"
      aria-label={labels.region}
      data-testid="banner-carousel"
      data-play-label={labels.play}
      data-pause-label={labels.pause}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={(e) => setHeld(!e.target.dataset.rotationControl)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setHeld(false);
      }}
    >
      <div className={classes.frame}>
        {many && (
          <button
            type="button"
            className={`${classes.arrow} ${classes.prev}`}
            data-carousel-prev
            aria-label={labels.previous}
            onClick={() => goTo(current - 1)}
          >
            <Chevron />
          </button>
        )}
        <div
          ref={track}
          className={classes.track}
          data-carousel-track
          aria-live={rotating ? 'off' : 'polite'}
        >
          {banners.map((banner, i) => (
            <div
              key={banner.id}
              className={classes.slide}
              data-carousel-slide
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slides[i]}
              inert={many && i !== current ? true : undefined}
            >
              {banner.imageUrl && (
                <Image
                  src={banner.imageUrl}
                  alt=""
                  fill
                  sizes="(max-width: 62em) 100vw, 760px"
                  className={classes.image}
                  preload={preload && i === 0}
                  fetchPriority={preload && i === 0 ? 'high' : undefined}
                />
              )}
              <div className={classes.caption}>
                <p className={classes.title}>
                  {banner.linkUrl ? (
                    <SiteLink href={banner.linkUrl} className={classes.captionLink}>
                      {banner.name}
                    </SiteLink>
                  ) : (
                    banner.name
                  )}
                </p>
                {banner.description && <p className={classes.description}>{banner.description}</p>}
              </div>
            </div>
          ))}
        </div>
        {many && (
          <button
            type="button"
            className={`${classes.arrow} ${classes.next}`}
            data-carousel-next
            aria-label={labels.next}
            onClick={() => goTo(current + 1)}
          >
            <Chevron flip />
          </button>
        )}
      </div>
      {many && (
        <div className={classes.controls}>
          <button
            type="button"
            className={classes.playPause}
            aria-label={playing ? labels.pause : labels.play}
            data-testid="carousel-play-pause"
            data-rotation-control="1"
            onClick={() => setChoice(!playing)}
          >
            <PlayPause playing={playing} />
          </button>
          {banners.map((banner, i) => (
            <button
              key={banner.id}
              type="button"
              className={classes.dot}
              data-carousel-dot
              aria-label={labels.goTo[i]}
              aria-current={i === current}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
