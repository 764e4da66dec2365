export {
  DocumentPhotoFields,
  documentLabels,
  SendDocumentsButton,
  useDocumentPhotos,
} from './document-photos.tsx';
export { SelfieInstructions } from './selfie-instructions.tsx';
