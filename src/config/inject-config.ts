import { Inject } from '@nestjs/common';
import { APP_CONFIG } from './config.js';

/** Injects the validated AppConfig. */
export const InjectConfig = () => Inject(APP_CONFIG);
