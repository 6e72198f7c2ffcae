import { describe, expect, it } from 'vitest';
import { aroundFigure } from './around-figure.ts';

describe('aroundFigure', () => {
  it('cuts a phrase around its figure, wherever the language puts it', () => {
    expect(aroundFigure('11 stages', '11')).toEqual({ before: '', figure: '11', after: ' stages' });
    expect(aroundFigure('Etappen: 2.149', '2.149')).toEqual({ before: 'Etappen: ', figure: '2.149', after: '' });
  });

  it('sets the whole phrase apart when the form spells its number (Arabic one and two)', () => {
    expect(aroundFigure('مرحلتان', '2')).toEqual({ before: '', figure: 'مرحلتان', after: '' });
  });
});
