// The axe sweep of every public route (axe-sweep.mjs) in en.
import { test } from 'node:test';
import { serverAndBrowser } from './harness.mjs';
import { sweepRoutes } from './axe-sweep.mjs';

const e2e = serverAndBrowser();

test('every public route has no axe violations in en', () => sweepRoutes(e2e, 'en'));
