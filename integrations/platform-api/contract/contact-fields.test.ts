import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, EmailSchema, MobilePhoneSchema, NameSchema, PhoneSchema, PostcodeSchema } from './contact-fields.ts';

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('name', () => {
  it.each(['Alex', 'Seán O’Brien-Smith', "D'Arcy", 'J. R. Smith', 'Nguyễn', '李雷'])('accepts %s', (name) => {
    expect(NameSchema.parse(`  ${name} `)).toBe(name);
  });
  it('explains what is wrong', () => {
    expect(messageOf(NameSchema.safeParse(''))).toBe(CONTACT_MESSAGES.nameRequired);
    expect(messageOf(NameSchema.safeParse('a'.repeat(81)))).toBe(CONTACT_MESSAGES.nameTooLong);
    expect(messageOf(NameSchema.safeParse('<script>'))).toBe(CONTACT_MESSAGES.nameCharacters);
    expect(messageOf(NameSchema.safeParse("Robert'); DROP TABLE leads;--"))).toBe(CONTACT_MESSAGES.nameCharacters);
  });
});

describe('email', () => {
  it('trims and lower-cases', () => expect(EmailSchema.parse('  Alex@Example.COM ')).toBe('alex@example.com'));
  it.each(['alex', 'alex@', '@example.com', 'a b@example.com'])('rejects %s', (email) => {
    expect(messageOf(EmailSchema.safeParse(email))).toBe(CONTACT_MESSAGES.email);
  });
});

describe('phone (Australian)', () => {
  it.each([
    ['0412 345 678', '0412345678'],
    ['+61 412 345 678', '0412345678'],
    ['61412345678', '0412345678'],
    ['(07) 3123-4567', '0731234567'],
    ['02.9876.5432', '0298765432'],
  ])('normalises %s', (raw, expected) => expect(PhoneSchema.parse(raw)).toBe(expected));
  it.each(['1234', '0112345678', '04123456789', '1300 123 456', 'phone'])('rejects %s', (raw) => {
    expect(messageOf(PhoneSchema.safeParse(raw))).toBe(CONTACT_MESSAGES.phone);
  });
  it('mobile accepts only 04 numbers', () => {
    expect(MobilePhoneSchema.parse('+61412345678')).toBe('0412345678');
    expect(messageOf(MobilePhoneSchema.safeParse('07 3123 4567'))).toBe(CONTACT_MESSAGES.mobile);
  });
});

describe('postcode', () => {
  it('is exactly four digits, with the spec message', () => {
    expect(PostcodeSchema.parse('0800')).toBe('0800');
    for (const bad of ['800', '40000', 'abcd', '']) {
      expect(messageOf(PostcodeSchema.safeParse(bad))).toBe('Invalid postcode. Please enter a 4-digit number.');
    }
  });
});
