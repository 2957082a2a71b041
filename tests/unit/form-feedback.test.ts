import { TRPCClientError } from '@trpc/client';
import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { DOCUMENT_RULES, IMAGE_RULES, refusalOf } from '@/features/ui/file-rules';
import {
  FormFailure,
  restFailure,
  schemaErrors,
  serverErrors,
  toastErrors,
  toastSuccess,
} from '@/features/ui/form-feedback';
import { translate } from '@/i18n/translate';
import { messages } from '@/i18n/messages';
import { registerSchema } from '@/lib/schemas/member';
import { z } from '@/lib/zod';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

const t = (key: string, options?: Record<string, unknown>) =>
  translate(messages.en, 'en', key, options);

describe('the one form resolver (schemaErrors)', () => {
  it('words a schema message key as the server does, one message per field, under the input path', () => {
    const errors = schemaErrors(
      registerSchema,
      {
        member_type: 'P',
        firstname: '',
        lastname: 'x'.repeat(65),
        telephone: '0812345678',
        email: 'a@b.co',
        email_confirmation: 'c@d.co',
        password: 'secret1',
        password_confirmation: 'secret1',
        accept_terms: false,
        token: '',
      },
      t,
    );
    expect(errors).toMatchObject({
      firstname: t('please_enter_firstname'),
      lastname: t('error_max_lastname'),
      email_confirmation: t('email_comfirmation_not_match'),
      accept_terms: t('please_accept_terms'),
      token: t('please_confirm_not_a_bot'),
    });
    expect(errors.firstname).toBe('Please enter your first name');
  });

  it('keeps the bounds of a generic message, which a resolver reading only the message would lose', () => {
    const errors = schemaErrors(
      z.object({ lang: z.object({ en: z.object({ name: z.string().max(5) }) }) }),
      { lang: { en: { name: 'too long' } } },
      t,
    );
    expect(Object.keys(errors)).toEqual(['lang.en.name']);
    expect(errors['lang.en.name']).toContain('5');
    expect(errors['lang.en.name']).toBe(t('validation.too_big', { maximum: 5 }));
  });

  it('answers nothing for values that pass', () => {
    expect(schemaErrors(z.object({ a: z.string() }), { a: 'ok' }, t)).toEqual({});
  });
});

describe('serverErrors reads every kind of refusal a form meets', () => {
  it('a tRPC error: its translated field messages, message and status', () => {
    const error = TRPCClientError.from({
      error: {
        message: 'Invalid e-mail address',
        code: -32600,
        data: { fieldErrors: { email: ['Invalid e-mail address'] }, httpStatus: 400 },
      },
    });
    expect(serverErrors(error)).toEqual({
      fields: { email: 'Invalid e-mail address' },
      message: 'Invalid e-mail address',
      status: 400,
    });
  });

  it('a login refused by next-auth (a locale key) and a REST error body', () => {
    expect(serverErrors(new FormFailure('errors.invalid_credentials'))).toEqual({
      fields: {},
      message: 'errors.invalid_credentials',
      status: null,
    });
    const rest = restFailure(400, {
      message: 'Only JPEG or PNG images are accepted',
      error: 'upload',
      errors: { upload: ['Only JPEG or PNG images are accepted'] },
    });
    expect(serverErrors(rest)).toEqual({
      fields: { upload: 'Only JPEG or PNG images are accepted' },
      message: 'Only JPEG or PNG images are accepted',
      status: 400,
    });
    expect(serverErrors(restFailure(502, null)).message).toBe('cannot_upload_file');
    expect(serverErrors(restFailure(502, null, 'an_error_occurred')).message).toBe(
      'an_error_occurred',
    );
  });

  it('anything else: the generic message', () => {
    expect(serverErrors(new Error('boom'))).toEqual({
      fields: {},
      message: 'an_error_occurred',
      status: null,
    });
  });
});

describe('file rules (SPEC.md section 5), checked before any upload', () => {
  const file = (name: string, type: string, size: number) =>
    new File([new Uint8Array(size)], name, { type });

  it('takes JPEG and PNG images up to 10,240,000 bytes', () => {
    expect(refusalOf(file('a.jpg', 'image/jpeg', 10), IMAGE_RULES)).toBeNull();
    expect(refusalOf(file('a.png', 'image/png', 10_240_000), IMAGE_RULES)).toBeNull();
    expect(refusalOf(file('a.png', 'image/png', 10_240_001), IMAGE_RULES)).toBe('upload.too_large');
    expect(refusalOf(file('a.gif', 'image/gif', 10), IMAGE_RULES)).toBe('upload.image_type');
    expect(refusalOf(file('a.svg', 'image/svg+xml', 10), IMAGE_RULES)).toBe('upload.image_type');
  });

  it('takes documents by type or extension (browsers name some types differently), refuses the rest', () => {
    expect(refusalOf(file('plan.csv', 'application/vnd.ms-excel', 10), DOCUMENT_RULES)).toBeNull();
    expect(refusalOf(file('plan.docx', '', 10), DOCUMENT_RULES)).toBeNull();
    expect(refusalOf(file('setup.exe', 'application/x-msdownload', 10), DOCUMENT_RULES)).toBe(
      'upload.document_type',
    );
    expect(refusalOf(file('page.html', 'text/html', 10), DOCUMENT_RULES)).toBe(
      'upload.document_type',
    );
  });

  it('has its refusals in both languages', () => {
    for (const key of [
      'upload.image_type',
      'upload.document_type',
      'upload.too_large',
      'upload.drop_image',
      'upload.resizing',
      'upload.sending',
    ]) {
      expect(translate(messages.en, 'en', key)).not.toBe(key);
      expect(translate(messages.th, 'th', key)).not.toBe(key);
    }
  });
});

describe('toasts', () => {
  it('say CLOSE on their close button (SPEC.md section 9), in words, and last 3000 ms', () => {
    toastSuccess(t, 'Saved');
    toastErrors(t, 'x');
    for (const [toast] of vi.mocked(notifications.show).mock.calls)
      expect(toast).toMatchObject({
        autoClose: 3000,
        closeButtonProps: { icon: 'CLOSE', 'aria-label': 'Close' },
      });
    expect(vi.mocked(notifications.show)).toHaveBeenCalledTimes(2);
  });
});
