import { useStore } from '@nanostores/react';
import { $toasts, dismissToast } from '../../stores/toasts.ts';
import { ToastView } from './ToastView.tsx';
import './toasts.css';

/**
 * The one toast area of a page (spec 02 §2 "a toast notification area", §4). Any island raises a
 * toast through src/stores/toasts.ts; place this once on pages whose islands do:
 * `<ToastArea client:idle />`.
 */
export default function ToastArea() {
  return <ToastView toasts={useStore($toasts)} onDismiss={dismissToast} />;
}
