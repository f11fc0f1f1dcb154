/** npm vnu-jar ships no types: its main module is the path of the Nu checker's vnu.jar, as a String object. */
declare module 'vnu-jar' {
  const jarPath: string;
  export default jarPath;
}
