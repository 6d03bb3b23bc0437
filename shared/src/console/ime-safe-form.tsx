import type { ComponentPropsWithoutRef } from 'react';
import { isCompositionEnter } from '../ui/ime.ts';

/** A `<form>` that an Enter ending a Hangul composition never submits. */
export function ImeSafeForm({ onKeyDown, ...props }: ComponentPropsWithoutRef<'form'>) {
  return (
    <form
      {...props}
      onKeyDown={(event) => {
        if (isCompositionEnter(event)) event.preventDefault();
        onKeyDown?.(event);
      }}
    />
  );
}
