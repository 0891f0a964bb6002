import { checkStories } from './stories';

checkStories(1, 2);
