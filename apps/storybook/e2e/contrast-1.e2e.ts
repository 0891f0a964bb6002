import { checkContrast } from './contrast';

checkContrast(0, 2);
