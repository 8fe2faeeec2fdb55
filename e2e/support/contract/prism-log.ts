/**
 * Prism's own log, kept beside the gate's record: Prism (signale, one line per
 * event) logs every request it ended with an error, though not which
 * validation produced a Warning. The recorder matches those error lines
 * against the answers the gate saw, so that nothing Prism reports goes
 * unrecorded.
 */
export class PrismLog {
  readonly lines: string[] = [];
  private readonly maxLines = 100_000;
  /** "method path type" of each "Request terminated with error" line. */
  readonly errorEvents: string[] = [];
  warningLines = 0;

  add(line: string): void {
    // eslint-disable-next-line no-control-regex
    const clean = line.replace(/\u001b\[[0-9;]*m/g, "");
    if (this.lines.length < this.maxLines) this.lines.push(clean);
    const error =
      /\[HTTP SERVER\] (\S+) (\S+) .*Request terminated with error: https:\/\/stoplight\.io\/prism\/errors#(\w+)/.exec(
        clean,
      );
    if (error)
      this.errorEvents.push(`${error[1]?.toUpperCase() ?? ""} ${error[2] ?? ""} ${error[3] ?? ""}`);
    if (/\[VALIDATOR\].*Violation:/.test(clean)) this.warningLines += 1;
  }

  reset(): void {
    this.lines.length = 0;
    this.errorEvents.length = 0;
    this.warningLines = 0;
  }
}
