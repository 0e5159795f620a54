import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets a later Tailwind class win over an earlier one (a consumer's `className` beats the default). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
