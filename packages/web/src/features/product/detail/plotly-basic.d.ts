/**
 * plotly.js-basic-dist-min ships no types: it is plotly.js's basic bundle (scatter, bar, pie), whose
 * API is plotly.js's. Only passed to react-plotly.js/factory, which takes any plotly object.
 */
declare module 'plotly.js-basic-dist-min' {
  const Plotly: object;
  export default Plotly;
}
