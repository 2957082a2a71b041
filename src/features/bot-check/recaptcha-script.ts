export interface Grecaptcha {
  render(container: HTMLElement, params: Record<string, unknown>): number;
  reset(widgetId?: number): void;
}

let loading: Promise<Grecaptcha> | undefined;

/** Loads Google's reCAPTCHA v2 script once, in the given language (hl=th by SPEC.md section 7). */
export function loadRecaptcha(language: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const w = window as unknown as { grecaptcha?: Grecaptcha; __ascRecaptchaLoaded?: () => void };
    w.__ascRecaptchaLoaded = () => resolve(w.grecaptcha!);
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?onload=__ascRecaptchaLoaded&render=explicit&hl=${encodeURIComponent(language)}`;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      loading = undefined;
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
