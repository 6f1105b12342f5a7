/// Appearance effects after an update (SEMANTICS §11): `onAppear` when a view becomes visible,
/// `onDisappear` when it goes, `.task` started on appear and cancelled on disappear (restarted when its
/// `id` changes), `onChange(of:)` when its value changed, `onReceive` subscribed while visible, and a
/// sheet's `onDismiss` once it is gone.
struct AppearanceRecord {
    var onDisappear: [Value] = []
    var task: ScriptTask?
    var taskID: Value?
    var subscription: Value?
}

extension ViewGraph {
    private struct Effects {
        var onAppear: [Value] = []
        var onDisappear: [Value] = []
        var task: (body: Value, id: Value?)?
        var onReceive: (publisher: Value, action: Value)?
    }

    func runLifecycle() throws {
        var current: [(String, Effects)] = []
        var index: [String: Int] = [:]
        var changes: [(key: String, value: Value, action: Value, initial: Bool)] = []
        var sheets: Set<String> = []
        func entry(_ key: String, _ change: (inout Effects) -> Void) {
            if index[key] == nil {
                index[key] = current.count
                current.append((key, Effects()))
            }
            change(&current[index[key]!].1)
        }
        func walk(_ view: RenderedView?, atRoot: Bool) {
            switch view {
            case .modified(let content, let modifier, let key)?:
                if isVisible(content, atRoot: atRoot) {
                    switch modifier.effect {
                    case .onAppear(let action): entry(key) { $0.onAppear.append(action) }
                    case .onDisappear(let action): entry(key) { $0.onDisappear.append(action) }
                    case .task(let body, let id): entry(key) { $0.task = (body, id) }
                    case .onReceive(let publisher, let action): entry(key) { $0.onReceive = (publisher, action) }
                    case .onChange(let value, let action, let initial): changes.append((key, value, action, initial))
                    case .sheet(let sheet) where sheet.isPresented: sheets.insert(key)
                    default: break
                    }
                }
                walk(content, atRoot: atRoot)
            case .stack(_, let content)?: walk(content, atRoot: atRoot)
            case .group(let items)?: items.forEach { walk($0, atRoot: atRoot && items.count == 1) }
            case .alert(_, let content, _)?: walk(content, atRoot: false)
            case .button(let label, _)?, .control(_, let label)?: walk(label, atRoot: false)
            case .child(let node)?: walk(node.rendered, atRoot: false)
            case .navigationLink(let label, _, _)?: walk(label, atRoot: false)
            // Only the top of a navigation stack is on screen: what is covered disappears (§11).
            case .navigation(let root, let pushed, _)?: walk(pushed.last ?? root, atRoot: atRoot && pushed.isEmpty)
            case .text?, .inert?, .empty?, nil: break
            }
        }
        walk(root?.rendered, atRoot: true)
        let source = SourceText(text: "", fileName: "<lifecycle>", firstLine: 1)

        // Disappearances first (an identity reset is a disappear, then an appear).
        let currentKeys = Set(current.map(\.0))
        for key in appearedOrder where !currentKeys.contains(key) {
            guard let record = appeared.removeValue(forKey: key) else { continue }
            record.task?.cancel()
            interpreter.events.record(.disappear(node: key))
            for action in record.onDisappear { _ = try interpreter.invoke(action, [], .synthesized, source) }
        }
        appearedOrder = appearedOrder.filter { currentKeys.contains($0) }
        for (key, effects) in current {
            if var record = appeared[key] {
                record.onDisappear = effects.onDisappear
                if let task = effects.task, let old = record.taskID, !Equality.compareValues(old, task.id ?? .void) {
                    record.task?.cancel()
                    record.task = interpreter.scheduler.spawn(task.body)
                    record.taskID = task.id ?? .void
                }
                appeared[key] = record
                continue
            }
            var record = AppearanceRecord(onDisappear: effects.onDisappear)
            appeared[key] = record
            appearedOrder.append(key)
            interpreter.events.record(.appear(node: key))
            for action in effects.onAppear { _ = try interpreter.invoke(action, [], .synthesized, source) }
            if let task = effects.task {
                record.task = interpreter.scheduler.spawn(task.body)
                record.taskID = task.id ?? .void
            }
            if let receive = effects.onReceive {
                let sink = try interpreter.member("sink", of: receive.publisher, at: .synthesized, source)
                record.subscription = try interpreter.invoke(sink, [receive.action], .synthesized, source)
            }
            appeared[key] = record
        }
        for change in changes {
            let previous = changeValues[change.key]
            changeValues[change.key] = change.value
            if let previous, !Equality.compareValues(previous, change.value) {
                _ = try invokeChange(change.action, old: previous, new: change.value, source)
            } else if previous == nil, change.initial {
                _ = try invokeChange(change.action, old: change.value, new: change.value, source)
            }
        }
        for (key, onDismiss) in presentedSheets where !sheets.contains(key) {
            presentedSheets[key] = nil
            if let onDismiss { _ = try interpreter.invoke(onDismiss, [], .synthesized, source) }
        }
        for key in sheets where presentedSheets[key] == nil {
            presentedSheets[key] = sheetDismissAction(key)
        }
    }

    /// `onChange(of:) { old, new in }`, `{ new in }` or `{ }`.
    private func invokeChange(_ action: Value, old: Value, new: Value, _ source: SourceText) throws -> Value {
        let count: Int
        if case .closure(let closure) = action { count = closure.decl.parameters.count } else { count = 1 }
        let arguments = [old, new].suffix(count)
        return try interpreter.invoke(action, Array(arguments), .synthesized, source)
    }

    /// Whether content shows anything: an empty group's effects never fire, except at the root, where
    /// the effect is made directly (SEMANTICS §11, T13).
    private func isVisible(_ view: RenderedView, atRoot: Bool) -> Bool {
        atRoot || !isEmpty(view)
    }

    func isEmpty(_ view: RenderedView) -> Bool {
        switch view {
        case .empty: return true
        case .group(let items): return items.allSatisfy(isEmpty)
        case .stack(.group, let content): return isEmpty(content)
        case .modified(let content, _, _): return isEmpty(content)
        case .child(let node): return node.rendered.map(isEmpty) ?? true
        default: return false
        }
    }

    private func sheetDismissAction(_ key: String) -> Value? {
        func find(_ view: RenderedView?) -> Value?? {
            switch view {
            case .modified(let content, let modifier, let found)?:
                if found == key, case .sheet(let sheet) = modifier.effect { return .some(sheet.onDismiss) }
                return find(content)
            case .stack(_, let content)?: return find(content)
            case .group(let items)?:
                for item in items { if let result = find(item) { return result } }
                return nil
            case .alert(_, let content, _)?: return find(content)
            case .child(let node)?: return find(node.rendered)
            case .navigation(let root, let pushed, _)?: return find(pushed.last ?? root)
            default: return nil
            }
        }
        return find(root?.rendered) ?? nil
    }
}
