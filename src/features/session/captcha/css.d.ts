/** ALTCHA's stylesheet, bundled as text (webpack asset/source). */
declare module 'altcha/altcha.css' {
  const css: string;
  export default css;
}
