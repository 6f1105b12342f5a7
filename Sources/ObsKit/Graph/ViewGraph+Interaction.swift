/// What a user can reach in the mounted UI, in tree order: buttons (alert buttons included, which also
/// dismiss their alert), text fields, toggles, pickers; and the topmost presentation to dismiss.
extension ViewGraph {
    struct ButtonTarget {
        let label: String
        let action: Value
        /// The alert the button is in: tapping it dismisses the alert afterwards.
        let alert: ViewValue.Alert?
        /// A NavigationLink: what it pushes, and on which stack.
        var push: (destination: ViewValue.NavigationTarget, stack: String)?
        /// The open menu the button is in: a tap closes it after the action.
        var menu: String?
        /// What a tap does besides (or instead of) running an action.
        var effect: TapEffect?
    }

    /// What tapping something other than a plain button does.
    enum TapEffect {
        /// Writes a value into a binding (a selectable row, a bound disclosure group).
        case set(BindingValue, Value)
        /// Flips a control's own state (a menu opening, a disclosure group expanding).
        case toggle(key: String)
    }

    enum Presentation {
        case alert(ViewValue.Alert)
        case sheet(ViewValue.Sheet)
    }

    /// `:back`: pops the innermost stack on screen that has something pushed; false if none has.
    func popNavigation() throws -> Bool {
        var deepest: String?
        visit { view, _ in
            if case .navigation(_, let pushed, let key) = view, !pushed.isEmpty { deepest = key }
        }
        guard let deepest else { return false }
        if navigation.pop(deepest) { return true }
        // A collapsed split view: going back to the sidebar clears its selection (rules §15.7).
        guard let selection = navigation.splitSelections[deepest] else { return false }
        try interpreter.write(selection, .none, .synthesized, Self.noSource)
        return true
    }

    func buttons() -> [ButtonTarget] {
        var found: [ButtonTarget] = []
        // An `.accessibilityLabel` names the view it wraps (an image-only button).
        var named: String?
        walk(root?.rendered) { view, place in
            if case .modified(_, let modifier, _) = view {
                if case .accessibilityLabel(let text) = modifier.effect { named = text }
                return true
            }
            defer { named = nil }
            func add(_ label: RenderedView, _ action: Value, _ effect: TapEffect? = nil) {
                found.append(ButtonTarget(label: title(of: label, named: named), action: action, alert: place.alert, menu: place.menu, effect: effect))
            }
            switch view {
            case .button(let label, let action):
                add(label, action)
            case .navigationLink(let label, let destination, let stack):
                // In a `List(selection:)` a link by value selects its value (a split view shows it, rules §15.7).
                if let selection = place.selection, case .value(let value) = destination {
                    add(label, .void, .set(selection, value))
                } else {
                    found.append(ButtonTarget(label: title(of: label, named: named), action: .void, alert: place.alert,
                                              push: (destination, stack), menu: place.menu))
                }
            case .child(let node) where place.selection != nil && node.rowID != nil && !containsLink(view):
                // A row of a `List(selection:)` selects its tag, or its id (rules §15.7).
                add(view, .void, .set(place.selection!, explicitTag(in: node.rendered) ?? node.rowID!))
            case .menu(let label, _, let isOpen, let primaryAction, let key):
                if let primaryAction { add(label, primaryAction) } else if !isOpen { add(label, .void, .toggle(key: key)) }
            case .disclosure(let label, _, let isExpanded, let binding, let key):
                add(label, .void, binding.map { .set($0, .bool(!isExpanded)) } ?? .toggle(key: key))
            default:
                break
            }
            return true
        }
        return found
    }

    private func containsLink(_ view: RenderedView) -> Bool {
        var found = false
        walk(view) { part, _ in
            if case .navigationLink = part { found = true }
            return !found
        }
        return found
    }

    private func explicitTag(in view: RenderedView?) -> Value? {
        var tag: Value?
        walk(view) { part, _ in
            if case .modified(_, let modifier, _) = part, case .tag(let value) = modifier.effect { tag = value }
            return tag == nil
        }
        return tag
    }

    /// A control's title: the text its label shows; for an image-only label, its accessibility label, else
    /// the image's name (ObsREPL's choice for SwiftUI's localized symbol description, docs/rules.md).
    func title(of label: RenderedView, named: String?) -> String {
        let shown = text(of: label)
        if !shown.isEmpty { return shown }
        if let named { return named }
        var image = ""
        walk(label) { part, _ in
            if case .image(let name) = part, image.isEmpty { image = name }
            return image.isEmpty
        }
        return image
    }

    func textFields() -> [(title: String, binding: BindingValue)] {
        var found: [(String, BindingValue)] = []
        visit { view, _ in
            if case .control(.textField(let title, let binding, _), _) = view { found.append((title, binding)) }
        }
        return found
    }

    func toggles() -> [(label: String, binding: BindingValue)] {
        var found: [(String, BindingValue)] = []
        visit { view, _ in
            if case .control(.toggle(_, let binding), let label) = view { found.append((text(of: label), binding)) }
        }
        return found
    }

    /// Pickers with their label and options (each option's text and `.tag`).
    func pickers() -> [(label: String, selection: BindingValue, options: [(text: String, tag: Value)])] {
        var found: [(String, BindingValue, [(String, Value)])] = []
        visit { view, _ in
            guard case .control(.picker(_, let selection, _), let rendered) = view, case .group(let parts) = rendered,
                  let labelPart = parts.first else { return }
            var options: [(String, Value)] = []
            for part in parts.dropFirst() { collectTags(part, into: &options) }
            found.append((text(of: labelPart), selection, options))
        }
        return found
    }

    /// A picker's options: the views in its content that carry a `.tag`, with their text; a ForEach row
    /// without one is tagged with its id (rules §15.5).
    private func collectTags(_ view: RenderedView, into options: inout [(String, Value)]) {
        walk(view) { part, _ in
            switch part {
            case .modified(let content, let modifier, _):
                guard case .tag(let tag) = modifier.effect else { return true }
                options.append((text(of: content), tag))
                return false
            case .child(let node) where node.rowID != nil:
                let before = options.count
                collectTags(node.rendered ?? .empty, into: &options)
                if options.count == before, let id = node.rowID { options.append((text(of: part), id)) }
                return false
            case .stack, .group, .child:
                return true
            case .text, .button, .control, .alert, .inert, .image, .empty, .navigationLink, .navigation, .toolbar, .tabs, .menu, .disclosure:
                return false
            }
        }
    }

    /// The presentation a user's swipe or cancel would dismiss: the last one shown, in tree order.
    func topmostPresentation() -> Presentation? {
        var found: Presentation?
        visit { view, _ in
            switch view {
            case .alert(let alert, _, _): found = .alert(alert)
            case .modified(_, let modifier, _):
                if case .sheet(let sheet) = modifier.effect, sheet.isPresented { found = .sheet(sheet) }
            default: break
            }
        }
        return found
    }

}
