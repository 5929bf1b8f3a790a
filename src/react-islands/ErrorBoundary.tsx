import { Component, type ReactNode } from 'react'

interface Props {
  /** What the reader sees instead of a panel that failed to render (BEHAVIOUR.md's UI-failure text). */
  message: string
  children: ReactNode
}

/**
 * A render error inside the island shows BEHAVIOUR.md's UI-failure text instead of a blank modal.
 * A class component because React offers error boundaries only as classes.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error('Search island render error:', error)
  }

  override render() {
    if (this.state.failed) {
      return (
        <p className="SearchFailure" role="alert">
          {this.props.message}
        </p>
      )
    }
    return this.props.children
  }
}
