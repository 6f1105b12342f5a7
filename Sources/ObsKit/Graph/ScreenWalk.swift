/// The one walk of the rendered screen. `RenderedView.parts` is the only place that knows the shape of
/// a rendered view (what is inside what, and how); every walker — the interaction commands, the
/// appearance effects, a label's text, a picker's options — goes through `ViewGraph.walk`, so a new kind
/// of rendered view is added in one switch and every walker sees inside it.

/// How a part sits in the view that holds it.
enum PartRole {
    /// What a stack or a modifier wraps.
    case content
    /// One of several views in a row; `sole` when it is the only one.
    case item(sole: Bool)
    /// A button's, control's or link's label.
    case label
    /// What a presented alert shows.
    case alertContent(ViewValue.Alert)
    /// What a child node rendered.
    case nodeBody(ViewNode)
    /// A navigation stack's root, or a pushed view, covered by what was pushed after it (off screen).
    case covered
    /// The view on top of a navigation stack that has something pushed.
    case pushedTop
    /// A navigation stack's root, with nothing pushed over it.
    case navigationRoot
    /// A view's toolbar items (in the navigation bar).
    case toolbarItems
    /// The selected tab's content.
    case selectedTab
    /// The items of an open menu (a tap on one closes the menu).
    case menuItems(String)
    /// What a modifier wraps: some modifiers change the place (`disabled`, `onSubmit`, `focused`, a list's selection).
    case modifier(ViewValue.Effect)
}

extension RenderedView {
    /// The views directly inside this one, in tree order, with how each sits in it.
    var parts: [(view: RenderedView, role: PartRole)] {
        switch self {
        case .text, .inert, .image, .empty:
            return []
        case .button(let label, _), .control(_, let label), .navigationLink(let label, _, _):
            return [(label, .label)]
        case .modified(let content, let modifier, _):
            return [(content, .modifier(modifier.effect))]
        case .stack(_, let content):
            return [(content, .content)]
        case .tabs(let tabs, let selected, _, _):
            return tabs.enumerated().compactMap { index, tab in tab.view.map { ($0, index == selected ? .selectedTab : .covered) } }
        case .menu(let label, let items, let isOpen, _, let key):
            return [(label, .label), (items, isOpen ? .menuItems(key) : .covered)]
        case .disclosure(let label, let content, _, _, _):
            return [(label, .label)] + (content.map { [($0, .content)] } ?? [])
        case .group(let items):
            return items.map { ($0, .item(sole: items.count == 1)) }
        case .alert(let alert, let content, _):
            return [(content, .alertContent(alert))]
        case .toolbar(let items):
            return [(items, .toolbarItems)]
        case .child(let node):
            return node.rendered.map { [($0, .nodeBody(node))] } ?? []
        case .navigation(let root, let pushed, _):
            guard let top = pushed.last else { return [(root, .navigationRoot)] }
            return [(root, .covered)] + pushed.dropLast().map { ($0, .covered) } + [(top, .pushedTop)]
        }
    }
}

extension RenderedView {
    /// The views this node's `NavigationLink(destination:)`s were given (not its children's: they hold their own).
    var linkDestinations: [Value] {
        switch self {
        case .navigationLink(let label, .view(let destination), _): return [destination] + label.linkDestinations
        case .child: return []
        default: return parts.flatMap { $0.view.linkDestinations }
        }
    }
}

/// Where a part of the screen is: the alert it is shown in, and whether it is at the root of the
/// mounted view (rules §11: an empty Group's effects fire only there).
struct ScreenPlace {
    var alert: ViewValue.Alert?
    var atRoot: Bool
    /// Inside a navigation container, whose bar shows toolbar items.
    var inNavigation = false
    /// Inside open menus: their keys, the outer first (a submenu is a menu inside an open menu; a tap on an
    /// item closes them all).
    var menus: [String] = []
    /// Inside a `List(selection:)`: the selection its rows set.
    var selection: BindingValue?
    /// Inside `.disabled(true)` (an outer `true` wins).
    var disabled = false
    /// How many sheets this part is inside (a sheet shown in a sheet: 2).
    var sheets = 0
    /// The nearest `onSubmit` with the `.text` trigger, for the text fields inside.
    var submit: Value?
    /// The nearest `onSubmit(of: .search)`, for the search fields inside.
    var searchSubmit: Value?
    /// A `.focused` binding, and the value that means "focused here".
    var focus: (binding: BindingValue, value: Value)?
    /// The `\.openURL` set above this part (a `Link`'s tap calls it); nil: the system's.
    var openURL: Value?

    static var root: ScreenPlace { ScreenPlace(alert: nil, atRoot: true) }

    /// The place of a part with `role` inside a view at this place; nil when the part is off screen.
    func inside(_ role: PartRole) -> ScreenPlace? {
        var place = self
        switch role {
        case .content: return self
        case .item(let sole): place.atRoot = atRoot && sole
        case .label: place.atRoot = false
        case .nodeBody(let node):
            place.atRoot = false
            place.openURL = node.environment[.keyPath("openURL")]
            // A sheet is a hierarchy of its own: no navigation bar unless it has its own stack.
            if node.typeName == "Sheet" {
                place.inNavigation = false
                place.sheets += 1
            }
        case .pushedTop, .navigationRoot:
            place.atRoot = false
            place.inNavigation = true
        case .alertContent(let shown):
            place.alert = shown
            place.atRoot = false
        case .toolbarItems:
            guard inNavigation else { return nil }
            place.atRoot = false
        case .selectedTab:
            place.atRoot = false
        case .menuItems(let key):
            place.atRoot = false
            place.menus.append(key)
        case .modifier(let effect):
            switch effect {
            case .listSelection(let binding): place.selection = binding
            case .disabled(let flag): place.disabled = disabled || flag
            case .onSubmit(let action, let search) where !search: place.submit = action
            case .onSubmit(let action, _): place.searchSubmit = action
            case .submitScope(true): place.submit = nil; place.searchSubmit = nil
            case .focused(let binding, let value): place.focus = (binding, value)
            case .environmentValue(.keyPath("openURL"), let value): place.openURL = value
            default: break
            }
        case .covered: return nil
        }
        return place
    }
}

extension ViewGraph {
    /// Visits `view` and, where `visit` returns true, what is on screen inside it, in tree order.
    func walk(_ view: RenderedView?, from place: ScreenPlace = .root, _ visit: (RenderedView, ScreenPlace) -> Bool) {
        walk(view, from: place, visit, leave: nil)
    }

    /// The same, and `leave` is told each view `visit` went into once everything inside it was visited.
    func walk(_ view: RenderedView?, from place: ScreenPlace = .root, _ visit: (RenderedView, ScreenPlace) -> Bool,
              leave: ((RenderedView, ScreenPlace) -> Void)?) {
        guard let view, visit(view, place) else { return }
        for (part, role) in view.parts {
            guard let inner = place.inside(role) else { continue }
            walk(part, from: inner, visit, leave: leave)
        }
        leave?(view, place)
    }

    /// How many sheets deep the topmost shown sheet is (0: none). A sheet is modal on an iPhone: while one
    /// is shown, only what is inside it can be tapped, typed into or changed (rules §15.11).
    func shownSheetDepth() -> Int {
        var depth = 0
        walk(root?.rendered) { _, place in
            depth = max(depth, place.sheets)
            return true
        }
        return depth
    }

    /// Visits everything on screen under the mounted root, in tree order, with the alert each part is in.
    func visit(_ body: (RenderedView, ViewValue.Alert?) -> Void) {
        walk(root?.rendered) { view, place in
            body(view, place.alert)
            return true
        }
    }

    /// The text a learner reads on a view (a label, a button's title): its texts, in order.
    func text(of view: RenderedView?) -> String {
        textPieces(of: view).joined(separator: " ")
    }

    /// The texts a learner reads on a view, one by one, in order.
    func textPieces(of view: RenderedView?) -> [String] {
        var pieces: [String] = []
        walk(view) { part, _ in
            switch part {
            case .text(let text):
                if !text.isEmpty { pieces.append(text) }
                return false
            case .alert, .inert, .image, .empty, .toolbar, .tabs, .menu:
                return false
            case .disclosure(let label, _, _, _, _):
                pieces += textPieces(of: label)
                return false
            case .button, .control, .stack, .group, .modified, .child, .navigationLink, .navigation:
                return true
            }
        }
        return pieces
    }

    /// Whether a view shows nothing at all (empty groups, modifiers of nothing).
    func isEmpty(_ view: RenderedView) -> Bool {
        var shows = false
        walk(view) { part, _ in
            switch part {
            case .empty, .group, .modified, .child, .stack(.group, _):
                return true
            case .text, .button, .control, .stack, .alert, .inert, .image, .navigationLink, .navigation, .toolbar, .tabs, .menu, .disclosure:
                shows = true
                return false
            }
        }
        return !shows
    }
}
