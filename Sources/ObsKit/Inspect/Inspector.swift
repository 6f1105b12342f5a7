/// The inspector's views of the session, as text: the mounted UI as an outline (`:tree`), live
/// subscriptions (`:subs`), why a body ran (`:why`), the census (`:objects`), a node's dynamic
/// properties (`:inspect`), and the graph as Graphviz DOT (`:graph`).
struct Inspector {
    let interpreter: Interpreter
    let graph: ViewGraph

    // MARK: :tree

    func tree() -> String {
        guard let root = graph.root else { return "nothing is mounted (:mount ContentView())\n" }
        var lines: [String] = []
        func line(_ depth: Int, _ text: String) { lines.append(String(repeating: "  ", count: depth) + text) }
        func outline(_ view: RenderedView?, _ depth: Int, _ suffix: [String] = []) {
            let tail = suffix.isEmpty ? "" : "  " + suffix.map { "." + $0 }.joined(separator: " ")
            switch view {
            case .text(let text)?: line(depth, "Text \"\(text)\"" + tail)
            case .button(let label, _)?: line(depth, "Button \"\(graph.title(of: label, named: nil))\"" + tail)
            case .control(let control, let label)?:
                line(depth, describe(control, label: graph.text(of: label)) + tail)
            case .stack(let kind, let content)?:
                line(depth, kind.rawValue + tail)
                outline(content, depth + 1)
            case .group(let items)?: items.forEach { outline($0, depth, suffix) }
            case .modified(let content, let modifier, _)?:
                // A modifier the runtime adds itself (`_timeline`) is not the script's: not shown.
                outline(content, depth, modifier.name.hasPrefix("_") ? suffix : [modifier.name] + suffix)
            case .tabs(let tabs, let selected, _, _)?:
                line(depth, "TabView" + tail)
                for (index, tab) in tabs.enumerated() {
                    line(depth + 1, "tab \"\(tab.title)\"" + (index == selected ? " (selected)" : tab.view == nil ? " (not shown yet)" : ""))
                    outline(tab.view, depth + 2)
                }
            case .menu(let label, let items, let isOpen, _, _)?:
                line(depth, "Menu \"\(graph.text(of: label))\"" + tail + (isOpen ? " (open)" : ""))
                if isOpen { outline(items, depth + 1) }
            case .disclosure(let label, let content, let isExpanded, _, _)?:
                line(depth, "DisclosureGroup \"\(graph.text(of: label))\"" + tail + (isExpanded ? " (expanded)" : ""))
                outline(content, depth + 1)
            case .toolbar(let items)?:
                line(depth, "toolbar:")
                outline(items, depth + 1)
            case .alert(let alert, let content, _)?:
                line(depth, (alert.isDialog ? "ConfirmationDialog" : "Alert") + " \"\(alert.title)\" (presented)")
                outline(content, depth + 1)
            case .child(let node)? where node.typeName == ViewNode.HostKind.disclosure.rawValue:
                // A disclosure group's content runs in a node of its own; the tree shows what it draws.
                outline(node.rendered, depth, suffix)
            case .child(let node)?:
                let label = node.typeName == "Sheet" ? "Sheet (presented) #\(node.id)" : node.typeName == "ForEach.Row" ? "row #\(node.id)" : node.name
                line(depth, label + tail + state(of: node))
                outline(node.rendered, depth + 1)
            case .navigationLink(let label, _, _)?: line(depth, "NavigationLink \"\(graph.text(of: label))\"" + tail)
            case .navigation(let root, let pushed, _)?:
                line(depth, "NavigationStack" + tail + (pushed.isEmpty ? "" : "  (\(pushed.count) pushed)"))
                outline(root, depth + 1)
                for view in pushed {
                    line(depth + 1, "pushed:")
                    outline(view, depth + 2)
                }
            case .inert(let name)?: line(depth, name + tail)
            case .image(let name)?: line(depth, "Image \"\(name)\"" + tail)
            case .empty?, nil: break
            }
        }
        line(0, root.name + state(of: root))
        outline(root.rendered, 1)
        return lines.joined(separator: "\n") + "\n"
    }

    /// What `:tree` says after a node that shows nothing it rendered: its body failed, or it never ran (a
    /// body that failed earlier stopped the turn, so the views after it were not updated: rules §10.1).
    private func state(of node: ViewNode) -> String {
        if let failure = node.bodyFailure { return "  (its last body failed: \(failure))" }
        return node.isNew && node.rendered == nil ? "  (not rendered: the turn stopped at an error before its body ran)" : ""
    }

    private func describe(_ control: ViewValue.Control, label: String) -> String {
        let source = SourceText(text: "", fileName: "", firstLine: 1)
        func value(_ binding: BindingValue) -> String {
            (try? interpreter.read(binding, .synthesized, source)).map { interpreter.debugDescribe($0) } ?? "?"
        }
        switch control {
        case .textField(let title, let text, let secure, _): return "\(secure ? "SecureField" : "TextField") \"\(title)\" = \(value(text))"
        case .toggle(_, let isOn): return "Toggle \"\(label)\" = \(value(isOn))"
        case .stepper(_, let bound, _, _, _, _, _): return "Stepper \"\(label)\"" + (bound.map { " = " + value($0) } ?? "")
        case .slider(let bound): return "Slider = \(value(bound))"
        case .picker(_, let selection, _): return "Picker \"\(label.split(separator: " ").first.map(String.init) ?? label)\" = \(value(selection))"
        }
    }

    // MARK: :objects

    func objects(_ className: String?) -> String {
        let census = interpreter.census
        let live = census.liveObjects.filter { className == nil || $0.type.name == className }
        let classes = Set(census.made.keys).filter { className == nil || $0 == className }.sorted()
        guard !classes.isEmpty else {
            return className.map { "no object of class \($0) was ever made\n" } ?? "no objects yet\n"
        }
        let holders = RetainerScan(interpreter: interpreter, graph: graph).holders()
        var text = "class".padding(toLength: 24, withPad: " ", startingAt: 0) + "live  made  gone\n"
        for name in classes {
            let count = live.filter { $0.type.name == name }.count
            text += name.padding(toLength: 24, withPad: " ", startingAt: 0)
                + String(count).leftPadded(4) + String(census.made[name] ?? 0).leftPadded(6) + String(census.gone[name] ?? 0).leftPadded(6) + "\n"
            for object in live where object.type.name == name {
                let held = holders[object.id] ?? []
                text += "  \(name)#\(object.id) kept alive by: " + (held.isEmpty ? "something outside what ObsREPL inspects (a closure or a temporary)" : held.joined(separator: "; ")) + "\n"
            }
        }
        return text
    }

    // MARK: :subs

    func subscriptions(_ filter: String?) -> String {
        var byObject: [(String, [String])] = []
        var index: [String: Int] = [:]
        func add(_ object: String, _ subscriber: String) {
            if index[object] == nil {
                index[object] = byObject.count
                byObject.append((object, []))
            }
            byObject[index[object]!].1.append(subscriber)
        }
        for node in graph.allNodes {
            guard let type = node.type else { continue }
            for held in subscribedObjects(node, type) {
                add("\(held.object.type.name)#\(held.object.id).objectWillChange", "\(node.name)'s \(held.kind) \(held.field) box")
            }
            let reads = Dictionary(grouping: node.observedReads) { "\($0.className)#\($0.objectID) (@Observable)" }
            for (object, properties) in reads.sorted(by: { $0.key < $1.key }) {
                add(object, "\(node.name)'s body scope, which read " + properties.map(\.property).sorted().joined(separator: ", "))
            }
            for location in node.readLocations where location.node != nil {
                add("\(location.node!.name).\(location.fieldName) (@State)", "\(node.name)'s body, which read it")
            }
        }
        for object in interpreter.census.liveObjects {
            // `$x` publishers of @Published properties, and who listens to each.
            for (field, stored) in zip(object.type.fields, object.fields) {
                guard case .wrapper(.published(let box)) = stored else { continue }
                for origin in box.subscribers.origins { add("\(object.type.name)#\(object.id).$\(field.name)", origin) }
            }
            guard let publisher = interpreter.willChangePublisher(of: object), publisher.scriptSubscriptionsMade > 0 else { continue }
            let key = "\(object.type.name)#\(object.id).objectWillChange"
            for origin in publisher.scriptSubscriberOrigins { add(key, origin) }
            add(key, "(script code's subscriptions: \(publisher.scriptSubscriptionsMade) made, \(publisher.scriptSubscriptionsCancelled) cancelled so far)")
        }
        var made = 0
        var cancelled = 0
        for event in interpreter.events.events {
            if case .subscribe = event { made += 1 }
            if case .cancel = event { cancelled += 1 }
        }
        // A name matches exactly (`Page` is not `PageList`), as a type, `Type#N` or `Type#N.member`; a
        // trailing `*` matches by prefix.
        func named(_ text: String, _ filter: String) -> Bool {
            if filter.hasSuffix("*") { return text.hasPrefix(String(filter.dropLast())) }
            let name = text.prefix { $0 != "'" && $0 != " " && $0 != "(" }
            return name == filter || name.hasPrefix(filter + "#") || name.hasPrefix(filter + ".")
        }
        let shown = byObject.filter { entry in filter.map { named(entry.0, $0) || entry.1.contains { named($0, filter!) } } ?? true }
        var text = shown.isEmpty ? "no live subscriptions" + (filter.map { " for \($0)" } ?? "") + "\n" : ""
        for (object, subscribers) in shown {
            text += object + "\n" + subscribers.map { "  <- " + $0 + "\n" }.joined()
        }
        text += "objectWillChange subscriptions of view boxes: \(made) made, \(cancelled) cancelled, \(made - cancelled) live\n"
        return text
    }

    // MARK: :why

    func why(_ node: ViewNode) -> String {
        let events = interpreter.events.events
        let lastInput = events.lastIndex { if case .input = $0 { return true }; return false }
        let lastRun = events.lastIndex { if case .bodyRun(let name, _) = $0 { return name == node.name }; return false }
        guard let lastRun else { return "\(node.name)'s body has not run yet\n" }
        guard let start = events[..<lastRun].lastIndex(where: { if case .input = $0 { return true }; return false }) else {
            return "\(node.name): body run \(node.bodyRuns)\n"
        }
        guard case .input(let input) = events[start], case .bodyRun(_, let reasons) = events[lastRun] else { return "" }
        var text = ""
        if let lastInput, lastInput > lastRun {
            text += "\(node.name)'s body did not run in the last turn (\(describeInput(events[lastInput]))): "
            let parentRan = graph.parent(of: node).map { parent in
                events[lastInput...].contains { if case .bodyRun(let name, _) = $0 { return name == parent.name }; return false }
            } ?? false
            if parentRan {
                text += "its parent's body ran, and the new value of \(node.typeName) compared equal to the old one (rules §2.7).\n"
            } else {
                // What did change in that turn: none of it is something this view depends on (a nested
                // ObservableObject's property, a value Observation was never told was read).
                var changed: [String] = []
                for event in events[lastInput...] {
                    let change: String? = switch event {
                    case .willChange(let id, let name, let property): "\(name)#\(id)\(property.map { "." + $0 } ?? "") (objectWillChange)"
                    case .observableWillSet(let id, let name, let property): "\(name)#\(id).\(property) (Observation)"
                    case .stateWrite(let owner, let field, _): "\(owner).\(field) (@State)"
                    default: nil
                    }
                    if let change, !changed.contains(change) { changed.append(change) }
                }
                text += changed.isEmpty
                    ? "nothing it depends on changed (no observed property, state or environment value it reads was told of a change).\n"
                    : "nothing it depends on changed. What changed: \(changed.joined(separator: ", ")); \(node.name) does not depend on any of them (:subs shows what it observes).\n"
            }
            text += "Its last run:\n"
        }
        var chain = [input]
        for event in events[start..<lastRun] {
            switch event {
            case .willChange(let id, let name, let property):
                chain.append("\(name)#\(id)\(property.map { "." + $0 } ?? "") willSet -> objectWillChange")
            case .observableWillSet(let id, let name, let property): chain.append("\(name)#\(id).\(property) willSet (Observation)")
            case .stateWrite(let owner, let field, let value): chain.append("\(owner).\(field) = \(value)")
            case .invalidate(let name, let cause) where name == node.name: chain.append("\(name) invalidated (\(cause))")
            case .bodyRun(let name, let parentReasons) where name == graph.parent(of: node)?.name && reasons.contains("@self"):
                let made = node.bodyRuns == 1 ? "made the first \(node.typeName) value (a new node)"
                    : "made a new \(node.typeName) value, unequal to the old one"
                chain.append("\(name)'s body ran (\(parentReasons.joined(separator: ", ")) changed) and \(made)")
            default: continue
            }
        }
        chain.append("body run \(node.bodyRuns)" + (reasons.isEmpty ? "" : " (\(reasons.joined(separator: ", ")) changed)"))
        return text + "  " + chain.joined(separator: "\n  -> ") + "\n"
    }

    private func describeInput(_ event: EventLog.Event) -> String {
        if case .input(let text) = event { return text }
        return ""
    }

    // MARK: :inspect

    func inspect(_ node: ViewNode) -> String {
        guard let view = node.content.structValue, let type = node.type else {
            return "\(node.name) is a \(node.typeName): its content comes from a closure\n"
        }
        var text = "\(node.name) (body runs: \(node.bodyRuns))\n"
        for (index, field) in type.fields.enumerated() {
            text += storageLines(field, box: node.boxes[index], value: view.fields[index], indent: "  ")
        }
        return text
    }

    /// One line per stored property: its storage; a DynamicProperty of the script's own lists its
    /// properties' boxes under it.
    private func storageLines(_ field: TypeInfo.StoredField, box: DynamicPropertyBox?, value: Value, indent: String) -> String {
        let storage = box?.describeStorage(value, show) ?? show(value)
        var nested = ""
        if let (type, boxes) = box?.embedded {
            let inner: [Value] = if case .structValue(let value) = value { value.fields } else { [] }
            for (index, innerField) in type.fields.enumerated() {
                nested += storageLines(innerField, box: boxes[index], value: index < inner.count ? inner[index] : .void, indent: indent + "  ")
            }
        }
        return "\(indent)\(field.printedName): \(storage)\n" + nested
    }

    /// A value as the inspector writes it: an object by its class and number (`TodoStore#3`, as `:objects`
    /// names it), a binding by what it reads now, anything else as `debugPrint` would.
    func show(_ value: Value) -> String {
        switch value {
        case .object(let object): return "\(object.type.name)#\(object.id)"
        case .optional(.object(let object)): return "\(object.type.name)#\(object.id)"
        case .native(let bound as BoundVariable): return show(.native(bound.binding))
        case .native(let binding as BindingValue):
            return (try? interpreter.read(binding, .synthesized, SourceText(text: "", fileName: "", firstLine: 1))).map(show) ?? "?"
        default: return interpreter.debugDescribe(value)
        }
    }

    /// The objects a node's boxes subscribe to, nested DynamicProperty boxes included (named by their
    /// path, `_memo._relay`), with the wrapper that holds each.
    func subscribedObjects(_ node: ViewNode, _ type: TypeInfo) -> [(field: String, kind: String, object: ScriptObject)] {
        var found: [(field: String, kind: String, object: ScriptObject)] = []
        func visit(_ boxes: FieldBoxes, _ type: TypeInfo, path: String) {
            for (index, box) in boxes.sorted(by: { $0.key < $1.key }) {
                let field = path + type.fields[index].name
                if let held = box.observedObject { found.append((field, box.wrapperName, held)) }
                if let (innerType, innerBoxes) = box.embedded { visit(innerBoxes, innerType, path: field + ".") }
            }
        }
        visit(node.boxes, type, path: "")
        return found
    }

    // MARK: :graph

    func dot() -> String {
        graphSnapshot().dot()
    }
}

extension ViewGraph {
    func parent(of target: ViewNode) -> ViewNode? {
        allNodes.first { $0.orderedChildren.contains { $0 === target } }
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
