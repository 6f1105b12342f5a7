/// Rendering the containers that keep state of their own (rules §15.7–15.9): a TabView shows its selected tab
/// (the others keep their nodes once shown), a NavigationSplitView collapses into a stack whose detail is
/// pushed while its sidebar list has a selection, a Menu shows its items while open, a DisclosureGroup its
/// content while expanded, a GeometryReader runs its content in a node of its own.
extension ViewGraph {
    func renderControl(_ view: ViewValue, path: String, environment: EnvironmentStore, into rendering: inout Rendering) throws -> RenderedView {
        let key = "\(rendering.node.id)\(path).\(view.typeName)"
        switch view {
        case .tabView(let tabs, let selection):
            var selected = 0
            if let selection {
                let value = try interpreter.read(selection, .synthesized, Self.noSource)
                rendering.probes.append(.value(selection, value))
                selected = tabs.firstIndex { $0.tag.map { Equality.compareValues($0, value) } ?? false } ?? 0
            } else {
                if case .int(let index)? = screen.values[key], index < tabs.count { selected = index }
                rendering.probes.append(.screen(key: key, screen.values[key]))
            }
            // iOS 18: a tab's body first runs when the tab is first shown; shown tabs keep their state.
            screen.shownTabs[key, default: []].insert(selected)
            let shown = screen.shownTabs[key] ?? []
            var rendered: [(title: String, tag: Value?, view: RenderedView?)] = []
            for (index, tab) in tabs.enumerated() {
                let view = shown.contains(index)
                    ? try render(tab.content, path: path + ".Tab[\(index)]", environment: environment, into: &rendering) : nil
                rendered.append((tab.title, tab.tag, view))
            }
            return .tabs(rendered, selected: selected, selection: selection, key: key)
        case .splitView(let sidebar, let detail):
            var inner = environment
            inner[.keyPath(NavigationState.stackKey)] = .string(key)
            inner[.keyPath(NavigationState.splitKey)] = .string(key)
            // The sidebar's `List(selection:)` registers its binding as it renders: here when it is in the sidebar
            // closure; later, when its own view renders, when it is in a view of the script's (`Sidebar(selection:)`),
            // whose registration stands while that view lives.
            let registeredElsewhere = navigation.splitSelectionRegistrars[key]?.node.map { $0 !== rendering.node && !$0.isDestroyed } ?? false
            if !registeredElsewhere { navigation.splitSelections[key] = nil }
            let root = try render(sidebar, path: path + ".sidebar", environment: inner, into: &rendering)
            var pushed: [RenderedView] = []
            if let selection = navigation.splitSelections[key] {
                let value = try interpreter.read(selection, .synthesized, Self.noSource)
                rendering.probes.append(.value(selection, value))
                if value.unwrapped != nil { pushed.append(try render(detail, path: path + ".detail", environment: inner, into: &rendering)) }
            }
            // The detail, when shown, is popped by clearing the selection (popNavigation), not by a step.
            pushed += try renderPushed(on: key, path: path, environment: inner, into: &rendering)
            return .navigation(root: root, pushed: pushed, key: key)
        case .menu(let label, let items, let primaryAction):
            let isOpen = screen.bool(key)
            rendering.probes.append(.screen(key: key, screen.values[key]))
            return .menu(label: try render(label, path: path + ".label", environment: environment, into: &rendering),
                         items: try render(items, path: path + ".items", environment: environment, into: &rendering),
                         isOpen: isOpen, primaryAction: primaryAction, key: key)
        case .disclosure(let label, let content, let binding):
            var isExpanded = screen.bool(key)
            if let binding {
                let value = try interpreter.read(binding, .synthesized, Self.noSource)
                rendering.probes.append(.value(binding, value))
                if case .bool(let flag) = value { isExpanded = flag }
            } else {
                rendering.probes.append(.screen(key: key, screen.values[key]))
            }
            var shown: RenderedView?
            if isExpanded, case .closure = content {
                // `DisclosureGroup { content }`: the escaping content closure runs in a node of its own while expanded.
                shown = .child(child(rendering: &rendering, key: path + ".content", content: .host(kind: .disclosure, builder: content, argument: nil),
                                     environment: environment))
            } else if isExpanded {
                shown = try render(content, path: path + ".content", environment: environment, into: &rendering)
            }
            return .disclosure(label: try render(label, path: path + ".label", environment: environment, into: &rendering),
                               content: shown, isExpanded: isExpanded, binding: binding, key: key)
        case .geometryReader(let content):
            let host = child(rendering: &rendering, key: path + ".GeometryReader",
                             content: .host(kind: .geometryReader, builder: content, argument: .native(GeometryProxy(Self.proposal(in: environment)))),
                             environment: environment)
            return .stack(.geometryReader, .child(host))
        case .timeline(let schedule, let content):
            return renderTimeline(schedule, content, path: path, environment: environment, into: &rendering)
        default:
            obsInvariant("renderControl called for \(view.typeName)")
        }
    }

    /// What is pushed on the stack `key`: views pushed by links, and values shown by their destinations.
    func renderPushed(on key: String, path: String, environment outer: EnvironmentStore, into rendering: inout Rendering) throws -> [RenderedView] {
        var steps: [NavigationState.PopStep] = []
        var values: [Value] = []
        if let binding = navigation.pathBindings[key] {
            let current = try interpreter.read(binding, .synthesized, Self.noSource)
            rendering.probes.append(.value(binding, current))
            values = try interpreter.elements(of: current, .synthesized, Self.noSource)
        }
        let entries = values.map { NavigationState.Entry.value($0) } + (navigation.paths[key] ?? [])
        rendering.probes.append(.navigation(key: key, count: navigation.paths[key]?.count ?? 0))
        var pushed: [RenderedView] = []
        func environment(at index: Int) -> EnvironmentStore {
            var inner = outer
            inner[.keyPath(NavigationState.presentationKey)] = .string("push:\(key):\(index)")
            return inner
        }
        for (index, entry) in entries.enumerated() {
            let entryKey = path + ".NavigationStack.pushed[\(index)]"
            let inner = environment(at: steps.count)
            steps.append(index < values.count ? .pathElement(navigation.pathBindings[key]!) : .entry)
            switch entry {
            case .view(.structValue(let view)) where view.type.isView:
                pushed.append(.child(child(rendering: &rendering, key: entryKey + ":" + view.type.name, content: .view(view), environment: inner)))
            case .view(let other):
                pushed.append(try render(other, path: entryKey, environment: inner, into: &rendering))
            case .value(let value):
                guard let builder = navigation.destination(for: value, in: key, interpreter: interpreter) else { continue }
                pushed.append(.child(child(rendering: &rendering, key: entryKey + "(\(identityKey(value)))",
                                           content: .host(kind: .navigationDestination, builder: builder, argument: value), environment: inner)))
            }
        }
        for (binding, content, isItem) in navigation.presentedDestinations[key] ?? [] {
            let shown = presented(binding, isItem: isItem)
            rendering.probes.append(.presentation(binding, isItem: isItem, presented: shown))
            guard shown else { continue }
            let inner = environment(at: steps.count)
            steps.append(.presented(binding, isItem: isItem))
            let entryKey = path + ".NavigationStack.presented[\(steps.count)]"
            if isItem, let item = try interpreter.read(binding, .synthesized, Self.noSource).unwrapped {
                // `navigationDestination(item:)`: the destination closure gets the item; a new item is a new view.
                pushed.append(.child(child(rendering: &rendering, key: entryKey + "(\(identityKey(item)))",
                                           content: .host(kind: .navigationDestination, builder: content, argument: item), environment: inner)))
                continue
            }
            pushed.append(try render(content, path: entryKey, environment: inner, into: &rendering))
        }
        navigation.popSteps[key] = steps
        return pushed
    }

    static let noSource = SourceText(text: "", fileName: "", firstLine: 1)
}

extension ViewGraph {
    /// `TimelineView`: its content in a node of its own, built with the context of the schedule's entry at the
    /// virtual clock's now; a task the view's appearance starts (and its disappearance cancels) sleeps to each
    /// next entry and makes the node build its content again (rules §15.20).
    func renderTimeline(_ schedule: TimelineScheduleValue, _ content: Value, path: String, environment: EnvironmentStore,
                        into rendering: inout Rendering) -> RenderedView {
        // The host holds the content closure and the schedule themselves, so a parent's new TimelineView compares
        // equal to the last (rules §2.4: a closure that captures nothing; §2.1: the schedule) and is not built
        // again; `evaluateBody` hands the closure the context of the entry at the clock's now.
        let host = child(rendering: &rendering, key: path + ".TimelineView", content: .host(kind: .timeline, builder: content, argument: .native(schedule)),
                         environment: environment)
        let node = WeakNode(host)
        let ticks = BuiltinFunction("TimelineView.schedule") { interpreter, _, range, source in
            while let next = schedule.next(after: DateType.now(interpreter)) {
                let wait = (max(next.timeIntervalSince(DateType.now(interpreter)), 0) * 1e9).rounded(.up)
                // An entry further off than the clock counts (or not a number: `.periodic(from:by: .nan)`) never comes.
                guard wait.isFinite, wait < 9e18 else { break }
                try interpreter.scheduler.sleep(nanoseconds: Int(wait), range, source)
                guard let host = node.node, !host.isDestroyed else { break }
                host.invalidate(cause: .dependencies)
            }
            return .void
        }
        let schedule = ViewValue.Modifier(name: "_timeline", arguments: [], effect: .task(.builtin(ticks), id: nil, priority: TaskPriorityValue.medium))
        return .modified(.stack(.timelineView, .child(host)), schedule, key: "\(rendering.node.id)\(path).TimelineView")
    }
}
