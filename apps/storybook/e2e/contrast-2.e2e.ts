import { checkContrast } from './contrast';

checkContrast(1, 2);
