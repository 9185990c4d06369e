export { gateway, createJsEncryptCipher } from './gateway';
export {
  GatewayContext,
  useGateway,
  useCall,
  useMutationCall,
  callGateway,
  callKey,
  type MutationCall,
} from './hooks';
