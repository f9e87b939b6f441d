import { PageMeta } from '../../components/page-meta';
import { SignInScreen } from '../../features/auth/components/sign-in-screen';

/** /sign-in (lazy). */
export default function SignInRoute() {
  return (
    <>
      <PageMeta title="Sign in" description="Staff sign-in of the library catalogue." />
      <SignInScreen />
    </>
  );
}
