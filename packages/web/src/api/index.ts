export { gateway, loadJsEncryptCipher } from './gateway';
export { createJsEncryptCipher } from './jsEncryptCipher';
export {
  GatewayContext,
  useGateway,
  useCall,
  useMutationCall,
  callGateway,
  callKey,
  type MutationCall,
} from './hooks';
