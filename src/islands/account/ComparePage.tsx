import { CompareView } from './CompareView.tsx';
import { useCompare } from './use-compare.ts';
import '../forms/lead-form.css';
import './account.css';

/** /compare island: saved cars side by side, chosen in this browser. */
export default function ComparePage() {
  const compare = useCompare();
  return (
    <CompareView
      loaded={compare.loaded}
      compared={compare.compared}
      candidates={compare.candidates}
      chosen={compare.chosen}
      full={compare.full}
      onToggle={compare.toggle}
    />
  );
}
