/**
 * @edupay/forms/icu: one ICU message compiled for formatting (compileMessage), shared by the validators'
 * catalogue and the kit's tables. A subpath of its own so that the kit's every component does not pull
 * the validators and their three-language catalogue in with it.
 */
export { compileMessage, type CompilableMessage, type CompiledMessage } from './compileMessage';
