// Test helpers other packages (the console's unit tests) reuse: the jsdom stubs.
export { installDomStubs } from './dom-stubs';
