// Test helpers other packages (the storybook) reuse: jsdom stubs and the axe check.
export { axeViolations } from './axe';
export { installDomStubs } from './dom-stubs';
