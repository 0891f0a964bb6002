import { checkStories } from './stories';

checkStories(0, 2);
