import { checkContrast } from './contrast';

checkContrast('light');
