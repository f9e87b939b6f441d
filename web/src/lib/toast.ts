/** Toasts without runtime style injection: the CSS comes from react-toastify's stylesheet (see main.tsx). */
export { toast } from 'react-toastify/unstyled';
