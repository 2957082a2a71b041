import { describe, expect, it } from 'vitest';
import { messages } from '@/i18n/messages';
import { translate } from '@/i18n/translate';

describe('client translate', () => {
  const dict = {
    a: { b: 'Page {{page}} of {{last}}' },
    views_one: '{{count}} view',
    views_other: '{{count}} views',
    plain: 'Hi',
  };

  it('looks up dotted keys and fills {{values}}', () => {
    expect(translate(dict, 'en', 'a.b', { page: 2, last: 5 })).toBe('Page 2 of 5');
    expect(translate(dict, 'en', 'plain')).toBe('Hi');
  });

  it('picks the plural form by count, as i18next does', () => {
    expect(translate(dict, 'en', 'views', { count: 1 })).toBe('1 view');
    expect(translate(dict, 'en', 'views', { count: 7 })).toBe('7 views');
  });

  it('answers the key itself for a missing message and leaves unknown placeholders', () => {
    expect(translate(dict, 'en', 'a.missing')).toBe('a.missing');
    expect(translate(dict, 'en', 'a.b', { page: 1 })).toBe('Page 1 of {{last}}');
  });

  it('reads the real locale files the same way in th and en', () => {
    expect(translate(messages.en, 'en', 'content.page_of', { page: 1, last: 3 })).toBe(
      'Page 1 of 3',
    );
    expect(translate(messages.th, 'th', 'content.page_of', { page: 1, last: 3 })).toBe(
      'หน้า 1 จาก 3',
    );
  });
});

describe('plurals of the back office', () => {
  it('says "1 attendee" and "2 attendees"', () => {
    expect(translate(messages.en, 'en', 'admin_registrations.attendees_short', { count: 1 })).toBe(
      '1 attendee',
    );
    expect(translate(messages.en, 'en', 'admin_registrations.attendees_short', { count: 2 })).toBe(
      '2 attendees',
    );
    expect(translate(messages.en, 'en', 'admin_registrations.seats_available', { count: 1 })).toBe(
      'Up to 1 attendee (seats left)',
    );
  });
});
