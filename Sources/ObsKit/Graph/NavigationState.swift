/// What is pushed on each NavigationStack (by the stack's key), and the `navigationDestination(for:)`
/// builders its content registered. Pushing a value shows the builder for its type; popping destroys
/// the pushed view's node.
struct NavigationState {
    enum Entry {
        case view(Value)
        case value(Value)
    }

    /// The environment key under which content learns the key of its enclosing stack.
    static let stackKey = "__navigationStack"
    /// The environment key under which a split view's sidebar learns the split view's key.
    static let splitKey = "__navigationSplitView"
    /// Per split view: the selection binding of the `List(selection:)` in its sidebar (set while rendering).
    var splitSelections: [String: BindingValue] = [:]
    /// Per split view: the node whose render registered its selection (a view of the sidebar's own renders after
    /// the split view, so its registration is kept while it lives).
    var splitSelectionRegistrars: [String: WeakViewNode] = [:]
    /// The environment key under which presented content learns what `dismiss()` closes: `sheet:KEY` or
    /// `push:STACK:INDEX`.
    static let presentationKey = "__presentation"
    /// The environment key under which a sheet's content learns the sheet's key (the presentation whose
    /// preferences it sets, `preferredColorScheme`); absent in the window.
    static let sheetKey = "__sheet"
    /// Per stack: the `path:` binding of `NavigationStack(path:)` (set while rendering).
    var pathBindings: [String: BindingValue] = [:]
    /// Per stack: the `navigationDestination(isPresented:)` its content registered (set while rendering).
    /// With `item:`, the content is the destination closure, given the binding's value.
    var presentedDestinations: [String: [(binding: BindingValue, content: Value, isItem: Bool)]] = [:]
    /// Per stack: how to pop each pushed view, bottom first (set while rendering).
    var popSteps: [String: [PopStep]] = [:]

    /// How one pushed view goes away.
    enum PopStep {
        /// The last element of the `path:` binding is removed.
        case pathElement(BindingValue)
        /// A view or value a link pushed (no path binding) is removed.
        case entry
        /// A `navigationDestination(isPresented:)` binding becomes false (`item:`: nil).
        case presented(BindingValue, isItem: Bool)
    }

    var paths: [String: [Entry]] = [:]
    private var destinations: [String: [(typeName: String, builder: Value)]] = [:]

    mutating func register(typeName: String, builder: Value, in stack: String) {
        destinations[stack, default: []].removeAll { $0.typeName == typeName }
        destinations[stack, default: []].append((typeName, builder))
    }

    func destination(for value: Value, in stack: String, interpreter: Interpreter) -> Value? {
        destinations[stack]?.last { interpreter.isInstance(value, of: $0.typeName) }?.builder
    }

    mutating func push(_ target: ViewValue.NavigationTarget, on stack: String) {
        switch target {
        case .view(let view): paths[stack, default: []].append(.view(view))
        case .value(let value): paths[stack, default: []].append(.value(value))
        }
    }

    /// Pops the top of `stack`; false if nothing was pushed there.
    mutating func pop(_ stack: String) -> Bool {
        guard paths[stack]?.isEmpty == false else { return false }
        paths[stack]!.removeLast()
        return true
    }

    mutating func removeAll() {
        paths = [:]
        splitSelections = [:]
        splitSelectionRegistrars = [:]
        pathBindings = [:]
        presentedDestinations = [:]
        popSteps = [:]
        destinations = [:]
    }
}

/// A node held without keeping it alive.
struct WeakViewNode {
    weak var node: ViewNode?
}
