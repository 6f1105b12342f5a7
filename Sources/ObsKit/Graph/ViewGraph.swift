/// The view graph: the mounted root, and the flush that runs bodies by rules §0–2 and §10:
/// parents before children, each dirty node once per pass, passes repeated until quiet; then appearance
/// effects (§11).
final class ViewGraph: ViewUpdates {
    let interpreter: Interpreter
    /// The nodes whose bodies are running, innermost last: reads are charged to the last one.
    private var bodyStack: [ViewNode] = []
    /// Why each body on the stack runs (`ViewNode.currentReasons`).
    private var bodyReasons: [[String]] = []
    /// `dismiss()` calls not yet carried out (the topmost sheet goes after the turn's work).
    /// `dismiss()` calls not yet carried out: what each closes (`sheet:KEY`, `push:STACK:INDEX`, nil: nothing).
    private(set) var dismissRequests: [String?] = []
    var root: ViewNode?
    private var nextNodeID = 0
    /// A flush that keeps invalidating itself stops after this many passes, with a warning.
    static let maximumPasses = 100
    /// Bodies running inside one another (a view's children render in its body's turn): deeper is a view
    /// that contains itself (issue 10).
    static let maximumNesting = 500
    /// Appearance effects seen after the last flush, by key, in tree order (see ViewGraph+Lifecycle).
    var appeared: [String: AppearanceRecord] = [:]
    var appearedOrder: [String] = []
    /// How many renderings have run (each one's `Rendering.stamp`).
    var renderings = 0
    /// The last value each `onChange(of:)` saw, by key.
    var changeValues: [String: Value] = [:]
    /// The last action each `onChange(of:)` had, by key (the deprecated form calls the previous one).
    var changeActions: [String: Value] = [:]
    /// How often each `onChange` action ran in this flush, and the type of the value it watches.
    var changeFiresThisFlush: [String: (count: Int, type: String)] = [:]
    /// The last value each `onPreferenceChange` was told, by key (ViewGraph+Preferences).
    var preferenceValues: [String: Value] = [:]
    /// The presentations ("" the window, `sheet:KEY`) with a preferred color scheme now.
    var preferredSchemeKeys: Set<String> = []
    /// Each navigation stack's edit mode, by the stack's key (ViewGraph+EditMode).
    var editModes: [String: BindingValue] = [:]
    /// The text field that has the focus by its `.focused` binding, if one does (ViewGraph+Focus).
    var focusHolder: FocusBinding?
    /// A presentation's preferred color scheme changed in the last appearance pass: its environment must too.
    var preferencesChanged = false
    /// Sheets presented at the last flush, by presentation (modifier key and item identity), with what dismissing them runs.
    var presentedSheets: [String: Value?] = [:]
    var navigation = NavigationState()
    /// The live nodes whose last render read a presentation's binding (`refreshPresentations` asks only them).
    private var probedNodes: [ObjectIdentifier: ViewNode] = [:]
    /// A body was installed or a node destroyed since appearance effects last ran: until then they are
    /// what they were, and an idle flush skips them.
    var lifecycleIsStale = false
    /// A navigation stack pushed or popped a page since the lifecycle last ran.
    var navigationMoved = false
    /// What ObsREPL keeps for controls that hold state of their own (tabs, disclosure groups, menus).
    var screen = ScreenState()
    /// How many effect scans ran: each marks the children it meets with its number (ViewGraph+Effects).
    var scans = 0
    /// Whether a view type is compared with its `==`, by type, found once per flush (a flush declares no
    /// conformances).
    private var equatableTypes: [ObjectIdentifier: (type: TypeInfo, isEquatable: Bool)] = [:]
    /// The reasons of the first body of a node of each type, shared (see `sharedFirstRunReasons`); the type is kept
    /// so that its identifier is not reused.
    private var firstRunReasons: [ObjectIdentifier: (type: TypeInfo, reasons: [String])] = [:]

    init(interpreter: Interpreter) {
        self.interpreter = interpreter
        interpreter.viewUpdates = self
    }

    var runningBody: ViewNode? { bodyStack.last }

    func requestDismiss(_ target: String?) {
        dismissRequests.append(target)
    }

    /// The dismissals asked for since the last call, now to be carried out.
    func takeDismissRequests() -> [String?] {
        defer { dismissRequests = [] }
        return dismissRequests
    }

    func mount(_ view: StructValue) throws {
        unmount()
        root = makeNode(.view(view))
        try flush()
    }

    /// `:mount ContentView().environment(model)`: a root named `Mount` whose content is that view.
    func mount(hosting view: Value) throws {
        unmount()
        root = makeNode(.host(kind: .mount, builder: .builtin(BuiltinFunction("Mount") { _, _, _, _ in view }), argument: nil))
        try flush()
    }

    func unmount() {
        guard let old = root else { return }
        root = nil
        destroy(old)
        presentedSheets = [:]
        navigation.removeAll()
        screen = ScreenState()
        preferredSchemeKeys = []
        preferenceValues = [:]
        editModes = [:]
        // Disappearance callbacks run here, where nothing can be thrown: their errors end the turn.
        _ = interpreter.reportingErrors { try runLifecycle() }
    }

    /// Updates every dirty node, then runs appearance effects, until nothing changes.
    func flush() throws {
        equatableTypes = [:]
        changeFiresThisFlush = [:]
        var passes = 0
        /// False once the graph has gone round too often: it keeps invalidating itself.
        func anotherPass() -> Bool {
            passes += 1
            guard passes > Self.maximumPasses else { return true }
            if let repeated = changeFiresThisFlush.values.first(where: { $0.count > 1 }) {
                // An `onChange` whose action changes what it watches: SwiftUI's own words for it.
                interpreter.warn("onChange(of: \(repeated.type)) action tried to update multiple times per frame.")
            } else {
                interpreter.warn("The view graph is still invalidating itself after \(Self.maximumPasses) updates; stopped.")
            }
            return false
        }
        while true {
            // The window's environment: its preferred color scheme (rules §15.23).
            while let root, root.needsUpdateInSubtree || root.isNew || !Self.sameEnvironment(root.environment, rootEnvironment) {
                guard anotherPass() else { return }
                try update(root, newContent: nil, environment: rootEnvironment)
            }
            if try refreshPresentations() {
                guard anotherPass() else { return }
                continue
            }
            try runLifecycle()
            if preferencesChanged {
                preferencesChanged = false
                guard anotherPass() else { return }
                continue
            }
            guard let root, root.needsUpdateInSubtree else {
                // What the lifecycle's actions changed that no body reads (an alert's flag set in `onChange`).
                guard try refreshPresentations() else { return }
                guard anotherPass() else { return }
                continue
            }
        }
    }

    /// `:reset`: the next node is `#1` again (nothing is mounted then).
    func restartNumbering() {
        nextNodeID = 0
    }

    func makeNode(_ content: ViewNode.Content) -> ViewNode {
        nextNodeID += 1
        let node = ViewNode(id: nextNodeID, content: content, graph: self)
        interpreter.events.record(.nodeCreated(node: node.name))
        return node
    }

    /// Brings `node` up to date; `newContent` is what its parent's body just made, if it ran.
    func update(_ node: ViewNode, newContent: ViewNode.Content?, environment: EnvironmentStore) throws {
        var reasons: [String] = []
        if node.pendingCauses.contains(.dependencies) { reasons.append("@dependencies") }
        noteEnvironmentChanges(node, environment)
        let environmentChanged = !Self.sameEnvironment(node.environment, environment)
        node.environment = environment
        if node.isNew {
            reasons.append("@self")
            if !node.boxes.isEmpty { reasons.append("@identity") }
            reasons += node.boxes.keys.sorted().map { node.boxes[$0]!.fieldName }
            reasons = sharedFirstRunReasons(reasons, of: node.type)
        } else {
            if let newContent, !sameContent(node, node.content, newContent) { reasons.append("@self") }
            if let type = node.type {
                for (index, field) in type.fields.enumerated() where node.boxes[index] != nil {
                    if node.pendingCauses.contains(.field(field.storageName)) { reasons.append(field.storageName) }
                }
                // A style's body read its configuration's binding (`configuration.isOn`): that State changed.
                for case .field(let name) in node.pendingCauses where !type.fields.contains(where: { $0.storageName == name }) {
                    reasons.append(name)
                }
            } else {
                // A host (a ForEach row, a sheet's content) read an ancestor's State in its builder: that
                // State changed (rules §3).
                for case .field(let name) in node.pendingCauses { reasons.append(name) }
            }
        }
        let contentMoved = newContent.map { Self.modifiedContentChanged(node.content, $0) } ?? false
        if let newContent { _ = exchange(&node.content, with: newContent) }
        node.clearCauses()
        if reasons.isEmpty, contentMoved, let output = node.lastOutput {
            // A custom modifier's content changed, the modifier did not: its last body is drawn again around
            // the new content (rules §2.9).
            try install(output, in: node)
            return
        }
        if reasons.isEmpty {
            // The body stays; an environment that changed still reaches the views below (its readers re-run).
            for child in environmentChanged ? node.orderedChildren : node.dirtyChildrenInOrder {
                try update(child, newContent: nil, environment: environment.merging(child.environmentOverrides) { $1 })
            }
            return
        }
        try runBody(node, reasons: reasons)
    }

    /// rules §2: whether the parent's new value for a child equals the old one. A POD view is compared
    /// field by field even if it is Equatable (its `==` is ignored), unless `.equatable()` asks for `==`;
    /// a non-POD Equatable view is compared with its `==`.
    private func sameContent(_ node: ViewNode, _ old: ViewNode.Content, _ new: ViewNode.Content) -> Bool {
        switch (old, new) {
        case (.view(let a), .view(let b)):
            let equatable = isEquatable(a.type)
            if equatable, node.forcesEquatable || !Equality.isPlainData(.structValue(a)),
               case .bool(let same)? = try? interpreter.apply(.equal, .structValue(a), .structValue(b), .synthesized, a.type.source) {
                return same
            }
            return Equality.viewsEqual(.structValue(a), .structValue(b))
        case (.host(.forEachRow, let a, let x), .host(_, let b, let y)):
            // A new `ForEach` holds a new content closure: each row's builder runs again (rules §2.6, ObsREPL's choice).
            // The same one (the last output drawn again) leaves equal rows as they are.
            if case .closure(let old) = a, case .closure(let new) = b, old !== new { return false }
            return Equality.viewsEqual(a, b) && Equality.viewsEqual(x ?? .void, y ?? .void)
        case (.host(_, let a, let x), .host(_, let b, let y)):
            return Equality.viewsEqual(a, b) && Equality.viewsEqual(x ?? .void, y ?? .void)
        case (.modifier(let a, _), .modifier(let b, _)):
            // The body sees only a stand-in for the content (`modifierContent`): new content alone does not run it.
            return sameContent(node, .view(a), .view(b))
        default: return false
        }
    }

    /// Whether a custom modifier node's content (what its `content` stands for) differs in `new`.
    private static func modifiedContentChanged(_ old: ViewNode.Content, _ new: ViewNode.Content) -> Bool {
        guard case .modifier(_, let before) = old, case .modifier(_, let after) = new else { return false }
        return !Equality.viewsEqual(before, after)
    }

    /// Whether a view type conforms to Equatable or declares `==` (cached for the flush).
    private func isEquatable(_ type: TypeInfo) -> Bool {
        if let known = equatableTypes[ObjectIdentifier(type)], known.type === type { return known.isEquatable }
        let equatable = type.conforms(to: "Equatable") || type.staticMethod("==") != nil
        equatableTypes[ObjectIdentifier(type)] = (type, equatable)
        return equatable
    }

    static func sameEnvironment(_ a: EnvironmentStore, _ b: EnvironmentStore) -> Bool {
        a.count == b.count && a.allSatisfy { key, value in b[key].map { Equality.compareValues(value, $0) } ?? false }
    }

    /// An `@Environment` value that differs from the one the node last saw is a cause of its own.
    private func noteEnvironmentChanges(_ node: ViewNode, _ environment: EnvironmentStore) {
        guard !node.isNew, node.readsEnvironment, let type = node.type, let view = node.content.structValue else { return }
        for (index, box) in node.boxes {
            if box.environmentChanged(environment, field: view.fields[index], interpreter: interpreter) {
                node.addCause(.field(type.fields[index].storageName))
            }
        }
    }

    /// A first body's reasons are the same for every node of a type (`@self`, `@identity`, its dynamic properties): one
    /// array shared by all of them, not one per node kept by the event log (a list of 100k rows keeps 50k events).
    private func sharedFirstRunReasons(_ reasons: [String], of type: TypeInfo?) -> [String] {
        guard let type else {
            return reasons == Self.selfReasons ? Self.selfReasons : reasons
        }
        if let known = firstRunReasons[ObjectIdentifier(type)], known.reasons == reasons { return known.reasons }
        firstRunReasons[ObjectIdentifier(type)] = (type, reasons)
        return reasons
    }

    private static let selfReasons = ["@self"]

    /// Why `node`'s body runs, while it runs; empty otherwise.
    func reasons(whileRunning node: ViewNode) -> [String] {
        guard let index = bodyStack.lastIndex(where: { $0 === node }) else { return [] }
        return bodyReasons[index]
    }

    private func runBody(_ node: ViewNode, reasons: [String]) throws {
        // The outputs of the last run go first, so what only they kept alive is released before the
        // boxes update (rules §5: the old object's deinit comes before the new body). A link's unpushed
        // destination is the link's own (a view in the graph, as a child node is): the link keeps it until
        // the new body has given it the next one (rules §14.3).
        let linkDestinations = node.rendered?.linkDestinations ?? []
        defer { withExtendedLifetime(linkDestinations) {} }
        _ = exchange(&node.rendered, with: nil)
        _ = exchange(&node.lastOutput, with: nil)
        node.setEffectItems([])
        lifecycleIsStale = true
        for location in node.readLocations { location.forget(node) }
        node.readLocations = []
        node.observedReads = []
        node.isNew = false
        node.observationGeneration += 1
        let generation = node.observationGeneration
        if bodyStack.count >= Self.maximumNesting, let type = node.type {
            // A view that contains itself nests without end (each level costs more than the last here).
            throw interpreter.runtimeError("Fatal error: stack overflow: views nested more than \(Self.maximumNesting) deep "
                + "(a view that contains itself?)", type.decl.range, type.source)
        }
        bodyStack.append(node)
        bodyReasons.append(reasons)
        defer {
            bodyStack.removeLast()
            bodyReasons.removeLast()
        }
        node.recordBodyRun()
        // One Observation scope for the property updates and the body (rules §8).
        let output: Value
        do {
            output = try interpreter.tracking({ try evaluateBody(node) }, onChange: { [owner = WeakNode(node)] in
                guard let node = owner.node, node.observationGeneration == generation else { return }
                node.invalidate(cause: .dependencies)
            })
        } catch {
            node.bodyFailure = (error as? ObsDiagnostic)?.message ?? "\(error)"
            // The last run's output went first: its children are kept but no longer on screen (walk order).
            scanEffects(of: node)
            throw error
        }
        node.bodyFailure = nil
        node.lastOutput = output
        try install(output, in: node)
    }

    /// Renders a body's output into the node: children made, kept or destroyed, then brought up to date.
    private func install(_ output: Value, in node: ViewNode) throws {
        renderings += 1
        var rendering = Rendering(node: node, stamp: renderings)
        node.rendered = try render(output, path: "", environment: node.environment, into: &rendering)
        node.presentationProbes = rendering.probes
        if !rendering.probes.isEmpty || hasProbes(node) {
            probedNodes[ObjectIdentifier(node)] = rendering.probes.isEmpty ? nil : node
        }
        lifecycleIsStale = true
        let children = rendering.nodes
        for child in children { child.isKept = true }
        for child in node.orderedChildren where !child.isKept { destroy(child) }
        for child in children { child.isKept = false }
        node.setChildren(children, keys: rendering.children.map(\.key))
        scanEffects(of: node)
        for rendered in rendering.children {
            // What the modifiers between this node and the child set, to pass on later changes from above.
            let environment = rendered.environment
            rendered.node.environmentOverrides = environment.isEmpty ? [:] : environment.filter { key, value in
                node.environment[key].map { !Equality.compareValues($0, value) } ?? true
            }
            try update(rendered.node, newContent: rendered.content, environment: environment)
        }
    }

    /// Whether `node` is among those `refreshPresentations` asks (ViewGraph+Bookkeeping).
    func hasProbes(_ node: ViewNode) -> Bool { probedNodes[ObjectIdentifier(node)] === node }

    /// Presentations whose binding changed without their node's body running (SwiftUI's alert and sheet
    /// modifiers read their bindings themselves): the node's last output is rendered again.
    /// Returns whether anything was rendered again.
    func refreshPresentations() throws -> Bool {
        func isStale(_ node: ViewNode) -> Bool {
            node.presentationProbes.contains { probe in
                switch probe {
                case .navigation(let key, let count): return (navigation.paths[key]?.count ?? 0) != count
                case .presentation(let binding, let isItem, let shown): return presented(binding, isItem: isItem) != shown
                case .value(let binding, let last):
                    let now = (try? interpreter.read(binding, .synthesized, SourceText(text: "", fileName: "", firstLine: 1))) ?? .none
                    // The same value read again is no change, even one not equal to itself (a NaN in a path).
                    return !Equality.compareValues(now, last) && !Equality.sameBits(now, last)
                case .screen(let key, let last):
                    switch (screen.values[key], last) {
                    case (nil, nil): return false
                    case (let a?, let b?): return !Equality.compareValues(a, b) && !Equality.sameBits(a, b)
                    default: return true
                    }
                }
            }
        }
        let changed = probedNodes.values.filter(isStale).sorted { $0.treePath.lexicographicallyPrecedes($1.treePath) }
        for node in changed where !node.isDestroyed {
            guard let output = node.lastOutput else { continue }
            try install(output, in: node)
        }
        return !changed.isEmpty
    }

    private func evaluateBody(_ node: ViewNode) throws -> Value {
        switch node.content {
        case .view(var view):
            for index in node.boxes.keys.sorted() {
                try node.boxes[index]!.update(&view.fields[index], node: node, interpreter: interpreter)
            }
            interpreter.events.record(.bodyRun(node: node.name, reasons: node.currentReasons))
            guard let body = view.type.computedGetter("body") else {
                // A Shape's body is the library's: the shape drawn (its path is layout, which ObsREPL does not do).
                if view.type.isShape { return .view(.inert(view.type.name)) }
                throw ObsDiagnostic(.runtime, "type '\(view.type.name)' does not conform to protocol 'View': it needs 'var body: some View { ... }'",
                                    at: view.type.location(view.type.decl.range))
            }
            return try interpreter.call(body, receiver: .structValue(view), arguments: [], type: view.type).value
        case .modifier(var modifier, let content):
            for index in node.boxes.keys.sorted() {
                try node.boxes[index]!.update(&modifier.fields[index], node: node, interpreter: interpreter)
            }
            interpreter.events.record(.bodyRun(node: node.name, reasons: node.currentReasons))
            if modifier.type.method("body") == nil, let makeBody = modifier.type.method("makeBody") {
                return try evaluateStyleBody(node, style: modifier, makeBody: makeBody, content: content)
            }
            guard let body = modifier.type.method("body") else {
                throw ObsDiagnostic(.runtime, "type '\(modifier.type.name)' does not conform to protocol 'ViewModifier': it needs 'func body(content: Content) -> some View'",
                                    at: modifier.type.location(modifier.type.decl.range))
            }
            let placeholder = Value.view(.modifierContent(ModifierContentSource(node)))
            return try interpreter.call(body, receiver: .structValue(modifier),
                                        arguments: [Interpreter.ArgumentValue(label: "content", value: placeholder)], type: modifier.type).value
        case .host(let kind, let builder, var argument):
            interpreter.events.record(.bodyRun(node: node.name, reasons: node.currentReasons))
            if kind == .timeline, case .native(let schedule as TimelineScheduleValue)? = argument {
                argument = .native(TimelineContext(date: schedule.entry(at: DateType.now(interpreter))))
            }
            guard case .closure(let closure) = builder else {
                return try interpreter.invoke(builder, argument.map { [$0] } ?? [], .synthesized, SourceText(text: "", fileName: "", firstLine: 1))
            }
            closure.buildsViews = true
            return try interpreter.invoke(builder, argument.map { [$0] } ?? [], closure.decl.range, closure.decl.source)
        }
    }

    /// Removes a node: state invalidated, objects released, subscriptions cancelled (rules §1).
    func destroy(_ node: ViewNode) {
        for child in node.orderedChildren { destroy(child) }
        node.detach()
        node.rendered = nil
        node.lastOutput = nil
        node.presentationProbes = []
        probedNodes[ObjectIdentifier(node)] = nil
        lifecycleIsStale = true
        for location in node.readLocations { location.forget(node) }
        node.readLocations = []
        for box in node.boxes.values { box.destroy() }
        node.observationGeneration += 1
        interpreter.events.record(.nodeDestroyed(node: node.name))
    }
}
