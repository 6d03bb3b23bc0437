import { classNames } from './class-names.ts';

describe('classNames', () => {
  it('joins the names a stylesheet defines and leaves out the rest', () => {
    expect(classNames('wordmark', undefined, 'lg')).toBe('wordmark lg');
    expect(classNames('search', false)).toBe('search');
    expect(classNames(undefined)).toBe('');
  });
});
