/// What running script code needs to know of the view graph, and may ask of it. The graph keeps its own
/// state (which bodies are running, dismissals asked for); the interpreter sees only this.
protocol ViewUpdates: AnyObject {
    /// The node whose body is running now (the innermost one), or nil outside view updates. Reads are
    /// charged to it (rules §3, §8), and writes during it draw SwiftUI's warnings (§3, §10).
    var runningBody: ViewNode? { get }
    /// `dismiss()` from the environment: the graph dismisses the topmost sheet once the turn's work is done.
    func requestDismiss(_ target: String?)
    /// `dismissSearch()` from the environment: the search field at `key` is cleared and no longer active.
    func dismissSearch(key: String) throws
}

extension Interpreter {
    /// The body running now, if the graph is updating views.
    var runningBody: ViewNode? { viewUpdates?.runningBody }
    var isUpdatingViews: Bool { runningBody != nil }
}
