import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './mergeClasses';

/** Joins class names and lets a later Tailwind class win over an earlier one (a consumer's `className` beats the default). */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
