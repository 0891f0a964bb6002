import { checkContrast } from './contrast';

checkContrast('dark');
