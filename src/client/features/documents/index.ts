export { DocumentPhotoFields, documentLabels, useDocumentPhotos } from './document-photos.tsx';
export { SelfieInstructions } from './selfie-instructions.tsx';
