/// Turning what a body returned into a `RenderedView`, with a node per identity: a user view struct is
/// a child node keyed by its structural position and type; `ForEach` rows and presented sheets are host
/// nodes keyed by id. The environment flows down through `.environment...` modifiers.
struct Rendering {
    let node: ViewNode
    /// The children the body rendered, in order, each with what it is to be brought up to date with.
    var children: [RenderedChild] = []
    /// The presentation bindings read while rendering, with what they gave (see refreshPresentations).
    var probes: [PresentationProbe] = []

    /// Marks the nodes this rendering has placed (`ViewNode.renderStamp`), so a key met twice is seen without
    /// hashing: a number no other rendering of the graph has (`ViewGraph.renderings`).
    let stamp: Int

    init(node: ViewNode, stamp: Int) {
        self.node = node
        self.stamp = stamp
    }

    /// The node under each rendered child's key (no key repeats: a repeated id gets a key of its own, `child`).
    var nodes: [ViewNode] { children.map(\.node) }
}

/// A child a body rendered: its node (found or made), its key, and the content and environment the
/// parent now gives it.
struct RenderedChild {
    let node: ViewNode
    let key: ChildKey
    let isNew: Bool
    let content: ViewNode.Content
    let environment: EnvironmentStore
}

extension ViewGraph {
    func render(_ value: Value, path: String, environment: EnvironmentStore, into rendering: inout Rendering) throws -> RenderedView {
        switch value {
        case .view(let view):
            return try render(view, path: path, environment: environment, into: &rendering)
        case .structValue(let view) where view.type.isView:
            return .child(child(rendering: &rendering, key: path + ":" + view.type.name, content: .view(view), environment: environment))
        case .none:
            return .empty
        case .optional(let wrapped):
            return try render(wrapped, path: path, environment: environment, into: &rendering)
        default:
            let owner = rendering.node.type
            throw ObsDiagnostic(.runtime, "\(rendering.node.typeName).body: a value of type '\(value.typeName)' is not a View",
                                at: owner?.computedGetter("body").map { owner!.location($0.range) })
        }
    }

    func child(rendering: inout Rendering, key: String, id: IdentityKey? = nil, content: ViewNode.Content,
               environment: EnvironmentStore) -> ViewNode {
        var childKey = ChildKey(path: key, id: id)
        var found = rendering.node.child(for: childKey, at: rendering.children.count)
        var occurrence = 1
        while let placed = found, placed.renderStamp == rendering.stamp {
            // A key this body has already placed (a `ForEach` whose ids repeat, which SwiftUI leaves undefined):
            // the second occurrence is a row of its own, kept by its place among the repeats.
            occurrence += 1
            childKey = ChildKey(path: key + "#\(occurrence)", id: id)
            found = rendering.node.child(for: childKey, at: rendering.children.count)
        }
        let node = found ?? makeNode(content)
        node.renderStamp = rendering.stamp
        rendering.children.append(RenderedChild(node: node, key: childKey, isNew: found == nil, content: content, environment: environment))
        return node
    }

    private func render(_ view: ViewValue, path: String, environment: EnvironmentStore, into rendering: inout Rendering) throws -> RenderedView {
        switch view {
        case .text(let text): return .text(InflectedText.render(text))
        case .empty: return .empty
        case .inert(let name): return .inert(name)
        case .image(let name): return .image(name)
        case .button(_, _) where Self.customStyle(Self.buttonStyleKey, in: environment) != nil:
            return renderStyled(view, style: Self.customStyle(Self.buttonStyleKey, in: environment)!, key: Self.buttonStyleKey,
                                path: path, environment: environment, into: &rendering)
        case .control(.toggle) where Self.customStyle(Self.toggleStyleKey, in: environment) != nil:
            return renderStyled(view, style: Self.customStyle(Self.toggleStyleKey, in: environment)!, key: Self.toggleStyleKey,
                                path: path, environment: environment, into: &rendering)
        case .button(let label, let action):
            return .button(label: try render(label, path: path + ".label", environment: environment, into: &rendering), action: action)
        case .control(.textField(let title, _, let secure, let commit?)):
            return renderFormattedField(title: title, secure: secure, commit, path: path, into: &rendering)
        case .control(let control):
            var label: Value = .view(.empty)
            switch control {
            case .toggle(let text, _), .stepper(let text, _, _, _, _, _, _): label = text
            case .picker(let text, _, let content): label = .view(.tuple([text, content]))
            case .textField, .slider: break
            }
            return .control(control, label: try render(label, path: path + ".label", environment: environment, into: &rendering))
        case .stack(.navigationStack, let content), .stack(.navigationView, let content):
            let key = "\(rendering.node.id)\(path).NavigationStack"
            var inner = environment
            inner[.keyPath(NavigationState.stackKey)] = .string(key)
            if inner[Self.editModeKey] == nil { inner[Self.editModeKey] = hostEditMode(key) }
            navigation.presentedDestinations[key] = nil
            let root = try render(content.first ?? .view(.empty), path: path + ".NavigationStack", environment: inner, into: &rendering)
            return .navigation(root: root, pushed: try renderPushed(on: key, path: path, environment: inner, into: &rendering), key: key)
        case .tabView, .splitView, .menu, .disclosure, .geometryReader, .timeline:
            return try renderControl(view, path: path, environment: environment, into: &rendering)
        case .navigationLink(let label, let destination):
            let stack: String
            if case .string(let key)? = environment[.keyPath(NavigationState.stackKey)] { stack = key } else { stack = "" }
            return .navigationLink(label: try render(label, path: path + ".label", environment: environment, into: &rendering),
                                   destination: destination, stack: stack)
        case .stack(.editButton, _):
            return renderEditButton(environment, into: &rendering)
        case .stack(.viewThatFits, let content) where content.count == 2:
            return try renderViewThatFits(content, path: path, environment: environment, into: &rendering)
        case .stack(let kind, let content):
            return .stack(kind, try render(content.first ?? .view(.empty), path: path + "." + kind.rawValue,
                                           environment: environment, into: &rendering))
        case .tuple(let items):
            return .group(try items.enumerated().map { index, item in
                try render(item, path: path + ".\(index)", environment: environment, into: &rendering)
            })
        case .conditional(let branch, let content):
            return try render(content, path: path + ".branch\(branch)", environment: environment, into: &rendering)
        case .forEach(var elements, var ids, let content, let initialOnly):
            let rowPath = path + ".ForEach"
            if initialOnly { (elements, ids) = initialRange(elements, ids, at: rowPath, in: rendering.node) }
            var repeated: [Value] = []
            var seen = Set<IdentityKey>(minimumCapacity: ids.count)
            // How many rows so far had each repeated id: the next one's occurrence is found at once (counting up from
            // the first each time made a thousand rows of one id a million keys: obsfuzz's hang of 2026-12-05).
            var occurrences: [IdentityKey: Int] = [:]
            let rows = RenderedView.group(zip(elements, ids).map { element, id in
                var key = identity(id)
                if !seen.insert(key).inserted {
                    // A repeated id (SwiftUI's "undefined results", warned below): the row gets a node of its own, keyed
                    // by its id and how many rows before it had that id, so the graph keeps one node per key.
                    repeated.append(id)
                    let first = key
                    var occurrence = occurrences[first, default: 1]
                    repeat {
                        occurrence += 1
                        key = .text("\u{1}\(occurrence) \(first.text)")
                    } while !seen.insert(key).inserted
                    occurrences[first] = occurrence
                }
                let row = child(rendering: &rendering, key: rowPath, id: key,
                                content: .host(kind: .forEachRow, builder: content, argument: element), environment: environment)
                row.rowID = id
                return .child(row)
            })
            if !repeated.isEmpty { warnRepeatedIDs(repeated, elements: elements) }
            return rows
        case .modified(let content, let modifier):
            return try render(content, modifier, path: path, environment: environment, into: &rendering)
        case .modifierContent(let source):
            guard let node = source.node, case .modifier(_, let content) = node.content else { return .empty }
            return try render(source.labelOnly ? Self.styledLabel(content) : content, path: path + ".content", environment: environment, into: &rendering)
        }
    }

    /// SwiftUI's runtime warning for a ForEach whose ids repeat (the rows it makes then are undefined), once per
    /// repeated id each time the ForEach is built, as SwiftUI logs it.
    private func warnRepeatedIDs(_ ids: [Value], elements: [Value]) {
        let data = interpreter.typeDescription(interpreter.dynamicType(of: .array(elements)), qualified: false)
        for id in ids {
            let idType = interpreter.typeDescription(interpreter.dynamicType(of: id), qualified: false)
            interpreter.warn("ForEach<\(data), \(idType), _>: the ID \(interpreter.describe(id)) occurs multiple times within the collection, this will give undefined results!")
        }
    }

    /// `ForEach(0..<n) { }` reads its range once: "The instance only reads the initial value of the provided data"
    /// (Apple, `ForEach.init(_:content:)` for `Range<Int>`). A later range of another length leaves the rows as
    /// they were, with SwiftUI's runtime warning; the row builder is the new one, so a row past the new end reads
    /// out of range, the crash learners meet when they delete (rules §15.1).
    private func initialRange(_ elements: [Value], _ ids: [Value], at rowPath: String, in node: ViewNode) -> ([Value], [Value]) {
        guard let initial = node.initialRanges[rowPath] else {
            node.initialRanges[rowPath] = elements
            return (elements, ids)
        }
        if initial.count != elements.count {
            interpreter.warn("ForEach<Range<Int>, Int, _> count (\(elements.count)) != its initial count (\(initial.count)). `ForEach(_:content:)` should only be used for *constant* data. Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!")
        }
        return (initial, initial)
    }

    private func render(_ content: Value, _ modifier: ViewValue.Modifier, path: String, environment: EnvironmentStore,
                        into rendering: inout Rendering) throws -> RenderedView {
        let inner = path + "." + modifier.name
        // A modifier on a Group applies to each member (rules §11.2): a member chosen by a condition is another
        // member when the branch changes, so its effects are keyed by the branch too.
        let key = "\(rendering.node.id)\(inner)" + Self.groupMember(content)
        switch modifier.effect {
        case .customModifier(let custom):
            // Its own node (rules §7.1: SwiftUI installs a modifier's dynamic properties as a view's).
            return .child(child(rendering: &rendering, key: inner + ":" + custom.type.name,
                                content: .modifier(custom, content: content), environment: environment))
        case .cosmetic where modifier.name == "role":
            // A button with a role, below a custom button style: the style draws it and sees the role (rules §15.26).
            if case .view(let button) = content, case .button = button, let style = Self.customStyle(Self.buttonStyleKey, in: environment) {
                return renderStyled(button, role: modifier, style: style, key: Self.buttonStyleKey, path: path, environment: environment,
                                    into: &rendering)
            }
            return .modified(try render(content, path: inner, environment: environment, into: &rendering), modifier, key: key)
        case .cosmetic where modifier.name == "equatable":
            let rendered = try render(content, path: inner, environment: environment, into: &rendering)
            if case .child(let node) = rendered { node.forcesEquatable = true }
            return .modified(rendered, modifier, key: key)
        case .navigationPath(let binding):
            navigation.pathBindings["\(rendering.node.id)\(inner).NavigationStack"] = binding
            return .modified(try render(content, path: inner, environment: environment, into: &rendering), modifier, key: key)
        case .navigationDestinationPresented(let binding, let destination, let isItem):
            if case .string(let stack)? = environment[.keyPath(NavigationState.stackKey)] {
                navigation.presentedDestinations[stack, default: []].append((binding, destination, isItem))
            }
            return .modified(try render(content, path: inner, environment: environment, into: &rendering), modifier, key: key)
        case .disabled(true):
            // `\.isEnabled` is false below a disabled view (rules §15.11).
            var updated = environment
            updated[.keyPath("isEnabled")] = .bool(false)
            return .modified(try render(content, path: inner, environment: updated, into: &rendering), modifier, key: key)
        case .preferredColorScheme(let value, _):
            // A preference of the presentation the view is in: the sheet's, else the window's.
            var resolved = modifier
            var presentation = ""
            if case .string(let sheet)? = environment[.keyPath(NavigationState.sheetKey)] { presentation = sheet }
            resolved.effect = .preferredColorScheme(value, presentation: presentation)
            return .modified(try render(content, path: inner, environment: environment, into: &rendering), resolved, key: key)
        case .listSelection(let binding):
            if case .string(let split)? = environment[.keyPath(NavigationState.splitKey)] {
                navigation.splitSelections[split] = binding
                navigation.splitSelectionRegistrars[split] = WeakViewNode(node: rendering.node)
            }
            return .modified(try render(content, path: inner, environment: environment, into: &rendering), modifier, key: key)
        case .extraContent(let extra):
            let rendered = RenderedView.modified(try render(content, path: inner, environment: environment, into: &rendering), modifier, key: key)
            // A background or overlay is proposed the size of the view it decorates (ViewGraph+Layout.swift).
            let decorated = Self.proposing(Self.size(of: content, proposed: Self.proposal(in: environment)), in: environment)
            return .group([rendered, try render(extra, path: inner + ".content", environment: decorated, into: &rendering)])
        case .layout, .onGeometryChange:
            return try renderLayout(content, modifier, path: inner, key: key, environment: environment, into: &rendering)
        case .toolbar(let items):
            let rendered = RenderedView.modified(try render(content, path: inner, environment: environment, into: &rendering), modifier, key: key)
            return .group([rendered, .toolbar(try render(items, path: inner + ".items", environment: environment, into: &rendering))])
        case .navigationDestination(let typeName, let builder):
            if case .string(let stack)? = environment[.keyPath(NavigationState.stackKey)] {
                navigation.register(typeName: typeName, builder: builder, in: stack)
            }
            return .modified(try render(content, path: inner, environment: environment, into: &rendering), modifier, key: key)
        case .identity(let id):
            let rendered = try render(content, path: inner + "(\(identityKey(id)))", environment: environment, into: &rendering)
            return .modified(rendered, modifier, key: key)
        case .environmentObject(let object):
            var updated = environment
            var type: TypeInfo? = object.type
            while let current = type {
                updated[.type(current.name)] = .object(object)
                type = current.superclass
            }
            return .modified(try render(content, path: inner, environment: updated, into: &rendering), modifier, key: key)
        case .environmentValue(let name, let value):
            var updated = environment
            updated[name] = value
            return .modified(try render(content, path: inner, environment: updated, into: &rendering), modifier, key: key)
        case .searchable(_, let presented, _):
            // `@Environment(\.isSearching)` below: whether the user is in the search field (Apple `isSearching`:
            // set in the environment of the view the modifier is applied to, not propagated up). An `isPresented:`
            // binding set from code starts or ends the search.
            if let presented, case .bool(let wanted) = try interpreter.read(presented, .synthesized, Self.noSource),
               wanted != screen.activeSearches.contains(key) {
                if wanted { screen.activeSearches.insert(key) } else { screen.activeSearches.remove(key) }
            }
            var updated = environment
            updated[.keyPath("isSearching")] = .bool(screen.activeSearches.contains(key))
            updated[.keyPath("dismissSearch")] = .native(DismissAction(target: key, endsSearch: true))
            return .modified(try render(content, path: inner, environment: updated, into: &rendering), modifier, key: key)
        case .refreshable(let action):
            // `@Environment(\.refresh)` below: the action to call (Apple `EnvironmentValues/refresh`).
            var updated = environment
            updated[.keyPath("refresh")] = .optional(.native(RefreshActionValue(action: action)))
            return .modified(try render(content, path: inner, environment: updated, into: &rendering), modifier, key: key)
        case .redaction(let reason):
            let source = SourceText(text: "", fileName: "", firstLine: 1)
            var value = try interpreter.environmentValue(.keyPath("redactionReasons"), in: environment, .synthesized, source) ?? .none
            if let reason, let type = interpreter.scriptType(of: value) {
                let added = try interpreter.optionSet(reason, as: type, .synthesized, source)
                value = try interpreter.callMethod("union", on: value, [Interpreter.ArgumentValue(label: nil, value: added)], .synthesized, source)
            } else if reason == nil {
                value = try interpreter.emptyRedactionReasons()
            }
            var updated = environment
            updated[.keyPath("redactionReasons")] = value
            return .modified(try render(content, path: inner, environment: updated, into: &rendering), modifier, key: key)
        case .environmentTransform(let name, let transform):
            // The value this place inherits, changed by the closure for this subtree (Apple `transformEnvironment`).
            let source = SourceText(text: "", fileName: "", firstLine: 1)
            var value = try interpreter.environmentValue(.keyPath(name), in: environment, .synthesized, source) ?? .none
            _ = try interpreter.invokeWithInout(transform, &value, .synthesized, source)
            let updated = try interpreter.settingEnvironment(name, to: value, in: environment, .synthesized, source)
            return .modified(try render(content, path: inner, environment: updated, into: &rendering), modifier, key: key)
        case .environmentSetting(let name, let value):
            let updated = try interpreter.settingEnvironment(name, to: value, in: environment, .synthesized,
                                                             SourceText(text: "", fileName: "", firstLine: 1))
            return .modified(try render(content, path: inner, environment: updated, into: &rendering), modifier, key: key)
        case .alert(var alert):
            if let flag = alert.flag {
                let shown = presented(flag, isItem: false)
                rendering.probes.append(.presentation(flag, isItem: false, presented: shown))
                alert.isPresented = alert.isPresented && shown
            }
            var resolved = modifier
            resolved.effect = .alert(alert)
            let rendered = RenderedView.modified(try render(content, path: inner, environment: environment, into: &rendering),
                                                 resolved, key: key)
            guard alert.isPresented else { return rendered }
            var shown = [alert.actions]
            if let message = alert.message { shown.append(message) }
            let alertContent = try render(.view(.tuple(shown)), path: inner + ".presented", environment: environment, into: &rendering)
            return .group([rendered, .alert(alert, content: alertContent, key: key)])
        case .sheet(var sheet):
            sheet.key = key
            let state = (try? interpreter.read(sheet.binding, .synthesized, SourceText(text: "", fileName: "", firstLine: 1))) ?? .none
            sheet.item = sheet.isItem ? state.unwrapped : nil
            sheet.isPresented = sheet.isItem ? sheet.item != nil : presented(sheet.binding, isItem: false)
            rendering.probes.append(.presentation(sheet.binding, isItem: sheet.isItem, presented: sheet.isPresented))
            // A new item while shown replaces the sheet (a new identity is a new hierarchy, rules §13.1), even
            // when the presenting body never reads the item.
            if sheet.isItem, sheet.isPresented { rendering.probes.append(.value(sheet.binding, state)) }
            let itemKey = sheet.item.map { item in
                let id = (try? interpreter.member("id", of: item, at: .synthesized, SourceText(text: "", fileName: "", firstLine: 1))) ?? item
                return "(\(identityKey(id)))"
            } ?? ""
            sheet.presentation = key + itemKey
            var resolved = modifier
            resolved.effect = .sheet(sheet)
            let rendered = RenderedView.modified(try render(content, path: inner, environment: environment, into: &rendering),
                                                 resolved, key: key)
            guard sheet.isPresented else { return rendered }
            // A sheet is a hierarchy of its own: no enclosing stack; `dismiss()` inside closes it.
            var presented = environment
            presented[.keyPath(NavigationState.stackKey)] = nil
            // ... and an edit mode of its own, as its hosting controller gives it (rules §15.25), unless the script set one.
            if presented[Self.editModeKey] == nil || isHostEditMode(presented[Self.editModeKey]) {
                presented[Self.editModeKey] = hostEditMode("sheet:" + key)
            }
            presented[.keyPath(NavigationState.presentationKey)] = .string("sheet:" + key)
            // Its own presentation: its preferred color scheme is its `\.colorScheme` (rules §15.23).
            presented[.keyPath(NavigationState.sheetKey)] = .string("sheet:" + key)
            let scheme = screen.values[Self.colorSchemeKey("sheet:" + key)]
            if let scheme { presented[.keyPath("colorScheme")] = scheme }
            rendering.probes.append(.screen(key: Self.colorSchemeKey("sheet:" + key), scheme))
            let host = child(rendering: &rendering, key: inner + ".presented" + itemKey,
                             content: .host(kind: .sheet, builder: sheet.content, argument: sheet.item), environment: presented)
            return .group([rendered, .child(host)])
        default:
            return .modified(try render(content, path: inner, environment: environment, into: &rendering), modifier, key: key)
        }
    }

    /// Which member a Group shows, as a key: the branches its conditions took ("" for anything else).
    static func groupMember(_ content: Value) -> String {
        func branches(_ value: Value) -> String {
            switch value {
            case .view(.conditional(let branch, let inner)): return "|\(branch)" + branches(inner)
            case .view(.modified(let inner, _)): return branches(inner)
            default: return ""
            }
        }
        // Modifiers stacked on the Group (`.onAppear { }.onDisappear { }.task { }`) each reach its members.
        var group = content
        while case .view(.modified(let inner, _)) = group { group = inner }
        guard case .view(.stack(.group, let items)) = group, let only = items.first else { return "" }
        return branches(only)
    }

    /// A stable text for an identity: objects by instance, values by their description.
    func identityKey(_ id: Value) -> String {
        switch identity(id) {
        case .object(let id): return "#\(id)"
        case .int(let value): return String(value)
        case .text(let text): return text
        }
    }

    /// An identity as a key: objects by instance, Ints as themselves, other values by their description.
    func identity(_ id: Value) -> IdentityKey {
        if case .int(let value) = id { return .int(value) }
        switch id.unwrapped ?? Value.none {
        case .object(let object): return .object(object.id)
        default: return .text(interpreter.debugDescribe(id))
        }
    }

    /// Whether a presentation's binding says "shown" now (`true`, or a non-nil item).
    func presented(_ binding: BindingValue, isItem: Bool) -> Bool {
        let value = (try? interpreter.read(binding, .synthesized, SourceText(text: "", fileName: "", firstLine: 1))) ?? .none
        if isItem { return value.unwrapped != nil }
        if case .bool(true) = value { return true }
        return false
    }
}

/// What a render read outside the body's own dependencies (a presentation's binding, a stack's path, a
/// control's state): when it changes without the body running, the graph renders the node's last output again.
enum PresentationProbe {
    /// An alert's or sheet's binding, and whether it said "shown".
    case presentation(BindingValue, isItem: Bool, presented: Bool)
    /// A NavigationStack's key and how many views were pushed.
    case navigation(key: String, count: Int)
    /// A binding a control reads when drawn (a tab selection, a group's expansion), and what it gave.
    case value(BindingValue, Value)
    /// State ObsREPL keeps for a control (the tab chosen, a group expanded, a menu open), and what it was.
    case screen(key: String, Value?)
}
