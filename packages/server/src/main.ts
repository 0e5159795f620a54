/**
 * Entry point. Checked before anything heavy is loaded: the Node version (an older Node crashes in
 * the server's native dependencies without a word: node-version.ts) and, in production, that real
 * SMS and mail providers are configured (config.ts productionProblems). Then serve.ts opens the
 * database, migrates, seeds once and listens.
 */
import { configFromEnv, productionProblems } from './config';
import { nodeVersionProblem } from './node-version';

const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
const problems = productionProblems(configFromEnv());
if (problems.length > 0) {
  console.error(`EduPay will not start in production like this:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
await import('./serve');
