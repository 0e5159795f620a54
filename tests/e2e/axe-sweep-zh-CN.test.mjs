// The axe sweep of every public route (axe-sweep.mjs) in zh-CN.
import { test } from 'node:test';
import { serverAndBrowser } from './harness.mjs';
import { sweepRoutes } from './axe-sweep.mjs';

const e2e = serverAndBrowser();

test('every public route has no axe violations in zh-CN', () => sweepRoutes(e2e, 'zh-CN'));
