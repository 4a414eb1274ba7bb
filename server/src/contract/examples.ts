// Values that satisfy a schema (@wallet-admin/sdk/contract): the seed's fallback and the generated tests' inputs.
export { exampleObject, exampleValue, orderRanges, type ExampleContext } from '@wallet-admin/sdk/contract';
