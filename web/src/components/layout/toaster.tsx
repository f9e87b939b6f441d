import { ToastContainer } from 'react-toastify/unstyled';

/** Toast area: top centre, coloured, 4000 ms, at most 3 visible; 356 px wide (see styles/base.css). */
export function Toaster() {
  return (
    <ToastContainer
      position="top-center"
      autoClose={4000}
      limit={3}
      theme="colored"
      icon={false}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss
      pauseOnHover
    />
  );
}
