import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AreaFailure } from './AreaFailure';
import { isChunkFailure } from './chunkFailure';

interface Props {
  /** The area's registry id, named in the console report. */
  area: string;
  /** The path: after a failure, another path tries again. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failure: 'chunk' | 'render' | null;
}

/**
 * Keeps a failing area inside its own frame: the shell, the sidebar and the session carry on.
 * A chunk that could not load offers a reload; a render error says so and shows the way home.
 * After a failure, opening another path tries again (a failed chunk needs the reload).
 */
export class AreaBoundary extends Component<Props, State> {
  override state: State = { failure: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failure: isChunkFailure(error) ? 'chunk' : 'render' };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Area "${this.props.area}" failed to ${isChunkFailure(error) ? 'load' : 'render'}:`, error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failure !== null && previous.resetKey !== this.props.resetKey) this.setState({ failure: null });
  }

  override render(): ReactNode {
    return this.state.failure === null ? this.props.children : <AreaFailure kind={this.state.failure} />;
  }
}
