/// Appearance effects after an update (rules §11): `onAppear` when a view becomes visible,
/// `onDisappear` when it goes, `.task` started on appear and cancelled on disappear (restarted when its
/// `id` changes), `onChange(of:)` when its value changed, `onReceive` subscribed while visible, and a
/// sheet's `onDismiss` once it is gone.
struct AppearanceRecord {
    var onDisappear: [Value] = []
    var task: ScriptTask?
    var taskID: Value?
    var subscription: Value?
    /// The publisher `subscription` is to.
    var publisher: Value?
}

extension ViewGraph {
    private struct Effects {
        var onAppear: [Value] = []
        var onDisappear: [Value] = []
        var task: (body: Value, id: Value?, priority: UInt8)?
        var onReceive: (publisher: Value, action: Value)?
    }

    /// Runs the effects if anything was rendered or destroyed since they last ran (otherwise they would
    /// find what they found then, and do nothing).
    func runLifecycle() throws {
        guard lifecycleIsStale else { return }
        lifecycleIsStale = false
        do {
            try runEffects()
        } catch {
            lifecycleIsStale = true
            throw error
        }
    }

    /// What the lifecycle does, in the order of the effects' modifiers: a view's appearance, or an `onChange`.
    private enum Step {
        case appearance(Int)
        case change(Int)
    }

    private func runEffects() throws {
        var current: [(String, Effects)] = []
        var index: [String: Int] = [:]
        var changes: [(key: String, value: Value, action: Value, initial: Bool)] = []
        var steps: [Step] = []
        var sheets: [String: Value?] = [:]
        var preferenceObservers: [(key: String, content: RenderedView, preference: TypeInfo, action: Value)] = []
        var colorSchemes: [(presentation: String, value: Value)] = []
        func entry(_ key: String, _ change: (inout Effects) -> Void) {
            if index[key] == nil {
                index[key] = current.count
                steps.append(.appearance(current.count))
                current.append((key, Effects()))
            }
            change(&current[index[key]!].1)
        }
        // Only what is on screen counts: what a navigation push covers disappears (§11).
        visitEffects { view, place in
            guard case .modified(let content, let modifier, let key) = view, isVisible(content, atRoot: place.atRoot) else { return }
            switch modifier.effect {
            case .onAppear(let action): entry(key) { $0.onAppear.append(action) }
            case .onDisappear(let action): entry(key) { $0.onDisappear.append(action) }
            case .task(let body, let id, let priority): entry(key) { $0.task = (body, id, priority) }
            case .onReceive(let publisher, let action): entry(key) { $0.onReceive = (publisher, action) }
            case .onChange(let value, let action, let initial):
                steps.append(.change(changes.count))
                changes.append((key, value, action, initial))
            case .sheet(let sheet) where sheet.isPresented: sheets[sheet.presentation] = sheet.onDismiss
            case .onPreferenceChange(let preference, let action): preferenceObservers.append((key, content, preference, action))
            case .preferredColorScheme(let value, let presentation): colorSchemes.append((presentation, value))
            default: break
            }
        }
        let source = SourceText(text: "", fileName: "<lifecycle>", firstLine: 1)

        // Disappearances first (an identity reset is a disappear, then an appear); after a push or a pop, last:
        // the incoming page appears as the transition starts, the outgoing one disappears once it ends.
        let currentKeys = Set(current.map(\.0))
        let gone = appearedOrder.filter { !currentKeys.contains($0) }
        let transition = navigationMoved
        navigationMoved = false
        if !transition { try disappear(gone, source) }
        // A sheet that went (or whose item changed: a new sheet replaces it) runs its `onDismiss` once its content
        // disappeared, before the new one's content appears (rules §13.1).
        for (presentation, onDismiss) in presentedSheets where sheets[presentation] == nil {
            presentedSheets[presentation] = nil
            if let onDismiss { _ = try interpreter.invoke(onDismiss, [], .synthesized, source) }
        }
        for (presentation, onDismiss) in sheets where presentedSheets[presentation] == nil {
            presentedSheets[presentation] = onDismiss
        }
        appearedOrder = appearedOrder.filter { currentKeys.contains($0) }
        // Only the actions of what is on screen are kept (a gone view's closure lets go of what it captured).
        let changeKeys = Set(changes.map(\.key))
        changeActions = changeActions.filter { changeKeys.contains($0.key) }
        // Innermost first, and on one view in the order its modifiers are written: `onAppear` and
        // `onChange(initial: true)` interleave so; tasks start after them all (rules §11.1).
        for step in steps {
            switch step {
            case .appearance(let position): try appear(current[position].0, current[position].1, source)
            case .change(let position): try change(changes[position], source)
            }
        }
        if transition { try disappear(gone, source) }
        // The next removals run in this update's order (rules §11.1), not in the order the views appeared.
        appearedOrder = current.map(\.0)
        // Preferences flow up once the screen is rendered (rules §15.23).
        if settleColorSchemes(colorSchemes) { preferencesChanged = true }
        try notifyPreferenceChanges(preferenceObservers)
    }

    private func disappear(_ keys: [String], _ source: SourceText) throws {
        for key in keys {
            guard let record = appeared.removeValue(forKey: key) else { continue }
            record.task?.cancel()
            interpreter.events.record(.disappear(node: key))
            for action in record.onDisappear { _ = try interpreter.invoke(action, [], .synthesized, source) }
        }
    }

    /// A view's appearance effects: `onAppear` and the task and subscription it starts when it is new; a
    /// task restarted when its `id` changed when it was there already.
    private func appear(_ key: String, _ effects: Effects, _ source: SourceText) throws {
        if var record = appeared[key] {
            record.onDisappear = effects.onDisappear
            if let task = effects.task, let old = record.taskID, !Equality.compareValues(old, task.id ?? .void) {
                record.task?.cancel()
                record.task = interpreter.scheduler.spawn(task.body, priority: task.priority)
                record.taskID = task.id ?? .void
            }
            if let receive = effects.onReceive, let old = record.publisher, !Self.keepsSubscription(old, for: receive.publisher) {
                // Another publisher (another subject, a new timer made in the body): the old subscription is
                // cancelled, then the new publisher subscribed to, as SwiftUI's subscription view does.
                record.subscription = nil
                record.subscription = try subscribe(receive, source)
                record.publisher = receive.publisher
            }
            appeared[key] = record
            return
        }
        var record = AppearanceRecord(onDisappear: effects.onDisappear)
        appeared[key] = record
        appearedOrder.append(key)
        interpreter.events.record(.appear(node: key))
        interpreter.runningAppearance = true
        defer { interpreter.runningAppearance = false }
        for action in effects.onAppear { _ = try interpreter.invoke(action, [], .synthesized, source) }
        if let task = effects.task {
            record.task = interpreter.scheduler.spawn(task.body, priority: task.priority)
            record.taskID = task.id ?? .void
        }
        if let receive = effects.onReceive {
            record.subscription = try subscribe(receive, source)
            record.publisher = receive.publisher
        }
        appeared[key] = record
    }

    private static func keepsSubscription(_ old: Value, for new: Value) -> Bool {
        guard case .native(let before as any Publisher) = old, case .native(let after as any Publisher) = new else {
            return Equality.compareValues(old, new)
        }
        return before.keepsSubscription(for: after)
    }

    /// `onReceive`'s subscription: a sink calling its action.
    private func subscribe(_ receive: (publisher: Value, action: Value), _ source: SourceText) throws -> Value {
        let sink = try interpreter.member("sink", of: receive.publisher, at: .synthesized, source)
        return try interpreter.invoke(sink, [receive.action], .synthesized, source)
    }

    /// An `onChange`: its action when the value differs from the last update's, or the first time with `initial`.
    private func change(_ change: (key: String, value: Value, action: Value, initial: Bool), _ source: SourceText) throws {
        let previous = changeValues[change.key]
        changeValues[change.key] = change.value
        // The deprecated `onChange(of:perform:) { new in }` calls the action the previous update made, so
        // what it captured is from before the change (rules §15.13).
        let action = Self.parameterCount(change.action) == 1 ? changeActions[change.key] ?? change.action : change.action
        changeActions[change.key] = change.action
        if let previous, !Equality.compareValues(previous, change.value) {
            changeFiresThisFlush[change.key, default: (0, change.value.typeName)].count += 1
            _ = try invokeChange(action, old: previous, new: change.value, source)
        } else if previous == nil, change.initial {
            _ = try invokeChange(change.action, old: change.value, new: change.value, source)
        }
    }

    private static func parameterCount(_ action: Value) -> Int {
        if case .closure(let closure) = action { return closure.decl.parameters.count }
        if case .builtin(let builtin) = action, case .function(let parameters, _, _)? = builtin.functionType { return parameters.count }
        return 1
    }

    /// `onChange(of:) { old, new in }`, `{ new in }` or `{ }`.
    private func invokeChange(_ action: Value, old: Value, new: Value, _ source: SourceText) throws -> Value {
        let arguments = [old, new].suffix(Self.parameterCount(action))
        return try interpreter.invoke(action, Array(arguments), .synthesized, source)
    }

    /// Whether content shows anything: an empty group's effects never fire, except at the root, where
    /// the effect is made directly (rules §11, T13).
    private func isVisible(_ view: RenderedView, atRoot: Bool) -> Bool {
        atRoot || !isEmpty(view)
    }
}
