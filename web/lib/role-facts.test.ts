import { describe, expect, it } from 'vitest';
import { whatIsAsked } from './role-facts';

describe('whatIsAsked', () => {
  it('reads as it always has for written questions and a video introduction', () => {
    expect(whatIsAsked(['written', 'written', 'written'], true)).toBe(
      'three written answers and a short video introduction',
    );
    expect(whatIsAsked(['written'], false)).toBe('one written answer');
  });

  it('counts each kind of answer, in the editor’s order, whatever the questions’ order', () => {
    expect(whatIsAsked(['file', 'written', 'video', 'written', 'choice', 'audio'], false)).toBe(
      'two written answers, one video answer, one audio answer, one multiple-choice question and one file upload',
    );
    expect(whatIsAsked(['choice', 'choice', 'file'], true)).toBe(
      'two multiple-choice questions, one file upload and a short video introduction',
    );
  });
});
