import {register} from 'node:module';

register('./loader-hooks.mjs', import.meta.url);
