// What theme-classic's Prism imports get in the browser and in server rendering: code is
// highlighted at build time (./remark.ts), so its client module that registers Prism languages on
// every page registers them on nothing.
export const Prism = {languages: {}};
export const themes = {};
