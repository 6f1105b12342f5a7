/// What `:tap` can reach on screen, in tree order: buttons, NavigationLinks, menus' labels and open items,
/// disclosure groups' labels, the rows of a `List(selection:)`, views with `onTapGesture`; alert and dialog
/// buttons (which dismiss their presentation). While an alert or a dialog is up, only its buttons.
extension ViewGraph {
    struct ButtonTarget {
        let label: String
        /// Another name the button answers to: the title of a `LabeledContent` its label shows (`:tap "Ben"` for
        /// `LabeledContent("Ben", value: "555-0102")`), as a `Label` answers to its title (rules §15.3).
        var title: String?
        /// The texts the label shows, one by one (`label` is them joined).
        var pieces: [String] = []
        let action: Value
        /// The alert the button is in: tapping it dismisses the alert afterwards.
        let alert: ViewValue.Alert?
        /// A NavigationLink: what it pushes, and on which stack.
        var push: (destination: ViewValue.NavigationTarget, stack: String)?
        /// The open menus the button is in (a submenu's, then those it is in): a tap closes them after the action.
        var menus: [String] = []
        /// What a tap does besides (or instead of) running an action.
        var effect: TapEffect?
        /// Inside `.disabled(true)`: a tap is refused.
        var disabled = false
        /// How many sheets the button is inside.
        var sheets = 0
    }

    /// What tapping something other than a plain button does.
    enum TapEffect {
        /// Writes a value into a binding (a bound disclosure group).
        case set(BindingValue, Value)
        /// Selects a row's tag in a `List(selection:)`: the selection becomes the tag, or a set selection
        /// gains or loses it (rules §15.18).
        case select(BindingValue, Value)
        /// Flips a control's own state (a menu opening, a disclosure group expanding).
        case toggle(key: String)
    }

    func buttons() -> [ButtonTarget] {
        var found: [ButtonTarget] = []
        // An `.accessibilityLabel` names the view it wraps (an image-only button).
        var named: String?
        walk(root?.rendered) { view, place in
            func add(_ label: RenderedView, _ action: Value, _ effect: TapEffect? = nil, push: (ViewValue.NavigationTarget, String)? = nil) {
                found.append(ButtonTarget(label: title(of: label, named: named), title: labeledContentTitle(in: label),
                                          pieces: textPieces(of: label), action: action,
                                          alert: place.alert, push: push, menus: place.menus, effect: effect, disabled: place.disabled,
                                          sheets: place.sheets))
            }
            if case .modified(let content, let modifier, _) = view {
                switch modifier.effect {
                case .accessibilityLabel(let text): named = text
                // `onTapGesture` makes any view tappable, found by the text it shows (rules §15.10).
                // (`.gesture(...)` of a gesture that is no tap holds no action.)
                case .onTapGesture(let action) where !action.isNone: add(content, action)
                default: break
                }
                return true
            }
            defer { named = nil }
            switch view {
            case .button(let label, .native(let link as LinkDestination)):
                add(label, link.action(opening: place.openURL))
            case .button(let label, let action):
                add(label, action)
            case .navigationLink(let label, let destination, let stack):
                // In a `List(selection:)` a link by value selects its value (a split view shows it, rules §15.7).
                if let selection = place.selection, case .value(let value) = destination {
                    add(label, .void, .select(selection, value))
                } else {
                    add(label, .void, push: (destination, stack))
                }
            case .child(let node) where place.selection != nil && node.rowID != nil && !containsLink(view):
                // A row of a `List(selection:)` selects its tag, or its id (rules §15.7).
                add(view, .void, .select(place.selection!, explicitTag(in: node.rendered) ?? node.rowID!))
            case .menu(let label, _, let isOpen, let primaryAction, let key):
                if let primaryAction { add(label, primaryAction) } else if !isOpen { add(label, .void, .toggle(key: key)) }
            case .disclosure(let label, _, let isExpanded, let binding, let key) where !hasTapGesture(label):
                // A label with a tap gesture of its own takes the tap: a child's gesture wins over its container's (rules §15.20).
                add(label, .void, binding.map { .set($0, .bool(!isExpanded)) } ?? .toggle(key: key))
            default:
                break
            }
            return true
        }
        // A sheet is modal: what it covers takes no taps; an alert or a dialog is modal too: only its buttons
        // can be used (rules §15.11).
        let sheets = shownSheetDepth()
        if sheets > 0 { found = found.filter { $0.sheets == sheets } }
        if found.contains(where: { $0.alert != nil }) { return found.filter { $0.alert != nil } }
        return found
    }

    private func hasTapGesture(_ view: RenderedView) -> Bool {
        var found = false
        walk(view) { part, _ in
            if case .modified(_, let modifier, _) = part, case .onTapGesture(let action) = modifier.effect, !action.isNone { found = true }
            return !found
        }
        return found
    }

    /// The title of the first `LabeledContent` in a label: its first text (a title comes before its value).
    private func labeledContentTitle(in label: RenderedView) -> String? {
        var title: String?
        walk(label) { part, _ in
            if case .stack(.labeledContent, _) = part { title = textPieces(of: part).first }
            return title == nil
        }
        return title
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
    /// the image's name (ObsREPL's choice for SwiftUI's localized symbol description, rules §15.3).
    func title(of label: RenderedView, named: String?) -> String {
        let shown = text(of: label)
        if !shown.isEmpty { return shown }
        if let named { return named }
        // An image-only label: its accessibility label if it has one (`Image(systemName:).accessibilityLabel(...)`
        // names the button for VoiceOver, and for :tap), else the image's name.
        var image = ""
        var accessible: String?
        walk(label) { part, _ in
            if case .modified(_, let modifier, _) = part, case .accessibilityLabel(let text) = modifier.effect, accessible == nil {
                accessible = text
            }
            if case .image(let name) = part, image.isEmpty { image = name }
            return image.isEmpty
        }
        return accessible ?? image
    }
}
