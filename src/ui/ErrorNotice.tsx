import type { ReactNode } from "react";
import "./ErrorNotice.css";

/** An error message shown in place; announced to screen readers. */
export function ErrorNotice({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="error-notice" role="alert">
      <span className="error-notice-text">{children}</span>
      {action}
    </div>
  );
}
