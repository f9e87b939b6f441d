import { GuardedPage } from '../../components/guarded-page';
import { MyScreen } from '../../features/my/components/my-screen';

/** /my (lazy, a signed-in member): their card, loans, holds and history. */
export default function MyRoute() {
  return (
    <GuardedPage
      title="My loans"
      description="Your library card, the books you have out and your holds."
      operation="my"
    >
      <MyScreen />
    </GuardedPage>
  );
}
