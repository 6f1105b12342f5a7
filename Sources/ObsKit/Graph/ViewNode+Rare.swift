/// The state few nodes have, kept out of line so that the many with none of it pay one pointer, not a
/// field each (issue 14: at most 1 KB per node). Made when one of these is first set to something (an
/// assignment of nothing makes none; a change in place, `insert`, does).
final class RareNodeState {
    var childIndex: [ChildKey: ViewNode]?
    var environmentOverrides: EnvironmentStore = [:]
    var effectChildren: Set<Int> = []
    var effectItems: [EffectItem] = []
    var observedReads: Set<ObservedRead> = []
    var presentationProbes: [PresentationProbe] = []
    var bodyFailure: String?
    var initialRanges: [String: [Value]] = [:]
    var navigationPages = 0
}

extension ViewNode {
    private var rareState: RareNodeState {
        if let rare { return rare }
        let made = RareNodeState()
        rare = made
        return made
    }

    /// The children by key, made when a search among many first needs it (dropped when they change).
    var childIndex: [ChildKey: ViewNode]? {
        get { rare?.childIndex }
        set { if newValue != nil || rare != nil { rareState.childIndex = newValue } }
        _modify { yield &rareState.childIndex }
    }

    /// What the modifiers between the parent and this node set in the environment, to pass on later
    /// changes from above.
    var environmentOverrides: EnvironmentStore {
        get { rare?.environmentOverrides ?? [:] }
        set { if !newValue.isEmpty || rare != nil { rareState.environmentOverrides = newValue } }
        _modify { yield &rareState.environmentOverrides }
    }

    /// The positions of the children whose subtrees rendered effects: the effects' walk visits only those.
    /// Changed by ViewNode only.
    var effectChildren: Set<Int> {
        get { rare?.effectChildren ?? [] }
        set { if !newValue.isEmpty || rare != nil { rareState.effectChildren = newValue } }
        _modify { yield &rareState.effectChildren }
    }

    /// How many pages the navigation stacks of this node's own rendering show pushed (ViewGraph+Effects).
    var navigationPages: Int {
        get { rare?.navigationPages ?? 0 }
        set { if newValue != 0 || rare != nil { rareState.navigationPages = newValue } }
    }

    /// This node's own effect modifiers, innermost first (a modifier after what it modifies), each with how many of
    /// the node's on-screen children come before it and where it sits (ViewGraph+Effects). Changed
    /// through `setEffectItems`.
    var effectItems: [EffectItem] {
        get { rare?.effectItems ?? [] }
        set { if !newValue.isEmpty || rare != nil { rareState.effectItems = newValue } }
        _modify { yield &rareState.effectItems }
    }

    /// The `@Observable` properties the last body read (its Observation scope), for `:subs` and `:why`.
    var observedReads: Set<ObservedRead> {
        get { rare?.observedReads ?? [] }
        set { if !newValue.isEmpty || rare != nil { rareState.observedReads = newValue } }
        _modify { yield &rareState.observedReads }
    }

    /// What the last render read outside the body's dependencies (see ViewGraph.refreshPresentations).
    var presentationProbes: [PresentationProbe] {
        get { rare?.presentationProbes ?? [] }
        set { if !newValue.isEmpty || rare != nil { rareState.presentationProbes = newValue } }
        _modify { yield &rareState.presentationProbes }
    }

    /// The first range each `ForEach(0..<n)` this node renders was given, by its place (rules §15.1).
    var initialRanges: [String: [Value]] {
        get { rare?.initialRanges ?? [:] }
        set { if !newValue.isEmpty || rare != nil { rareState.initialRanges = newValue } }
        _modify { yield &rareState.initialRanges }
    }

    /// Why the last body run failed (a runtime error), for `:tree`; nil once a body runs to its end.
    var bodyFailure: String? {
        get { rare?.bodyFailure }
        set { if newValue != nil || rare != nil { rareState.bodyFailure = newValue } }
        _modify { yield &rareState.bodyFailure }
    }
}
