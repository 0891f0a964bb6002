import { api } from './api';

/**
 * Uploads a photo or logo; answers the server path to store (shown from /backend + path).
 * A file of 2 MB or more is refused before sending, with the field's 'Max File 2 MB'.
 */
export const uploadFile = async (file: File) => (await api.upload(file)).path_file;
