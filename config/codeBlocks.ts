import {remarkCodeBlocks} from '../plugins/code-blocks';

/** Every content plugin's remark steps: code blocks highlighted at build time. */
export const codeBlockRemarkPlugins = [[remarkCodeBlocks, {}]] as [typeof remarkCodeBlocks, object][];
