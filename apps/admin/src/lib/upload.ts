import { api } from './api';

/** Uploads a photo or logo; answers the server path to store (shown from /backend + path). */
export const uploadFile = async (file: File) => (await api.references.upload({ file })).path_file;
