import {
  type ChangeEvent,
  type FocusEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

const isLink = (target: EventTarget | null) =>
  target instanceof Element && target.closest('a[href]') !== null;

/**
 * A text field of a list (search, a text filter) whose value reaches the URL
 * a moment after typing stops, or when the field is left for another
 * control. Following a link (a row, the menu) drops a pending update: applied
 * during that navigation, it took the page back to the list. Nothing is
 * applied after the list is gone.
 */
export function useDebouncedText(applied: string, apply: (text: string) => void, wait = 400) {
  const [text, setText] = useState(applied);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const current = useRef({ applied, apply });
  useLayoutEffect(() => {
    current.current = { applied, apply };
  });
  useEffect(() => {
    // Capture: before the link's own handler starts the navigation.
    const onClick = (event: MouseEvent) => {
      if (isLink(event.target)) clearTimeout(timer.current);
    };
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      clearTimeout(timer.current);
    };
  }, []);

  const flush = (value: string) => {
    clearTimeout(timer.current);
    if (value !== current.current.applied) current.current.apply(value);
  };
  return {
    value: text,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setText(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => flush(value), wait);
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      if (isLink(event.relatedTarget)) clearTimeout(timer.current);
      else flush(text);
    },
  };
}
