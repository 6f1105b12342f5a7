/// What a body rendered, with user views and hosted content replaced by their nodes (so a parent never
/// holds a child's view value: the child node does). Only the cases that hold another RenderedView are
/// boxed: a row's `.child` and a `.text` cost no allocation of their own.
enum RenderedView {
    case text(String)
    indirect case button(label: RenderedView, action: Value)
    indirect case control(ViewValue.Control, label: RenderedView)
    indirect case stack(ViewValue.StackKind, RenderedView)
    case group([RenderedView])
    /// A modifier, with the key its lifecycle effects are tracked by.
    indirect case modified(RenderedView, ViewValue.Modifier, key: String)
    /// A presented alert and what it shows.
    indirect case alert(ViewValue.Alert, content: RenderedView, key: String)
    /// A view's toolbar items: on screen only inside a navigation container (rules §15.4).
    indirect case toolbar(RenderedView)
    /// A TabView: each tab's title and tag, and its content once shown (only the selected one is on screen).
    indirect case tabs([(title: String, tag: Value?, view: RenderedView?)], selected: Int, selection: BindingValue?, key: String)
    /// A Menu: its label (a tap opens it, or runs `primaryAction`), and its items, on screen while open.
    indirect case menu(label: RenderedView, items: RenderedView, isOpen: Bool, primaryAction: Value?, key: String)
    /// A DisclosureGroup: its label (a tap toggles it) and, when expanded, its content.
    indirect case disclosure(label: RenderedView, content: RenderedView?, isExpanded: Bool, binding: BindingValue?, key: String)
    case child(ViewNode)
    case inert(String)
    case image(String)
    case empty
    /// A NavigationLink, and the key of the stack it pushes onto.
    indirect case navigationLink(label: RenderedView, destination: ViewValue.NavigationTarget, stack: String)
    /// A NavigationStack: its root content, and what is pushed on it (only the top is on screen).
    indirect case navigation(root: RenderedView, pushed: [RenderedView], key: String)
}

/// An effect modifier (`onAppear`, `.task`...) a node rendered: the modified view, where it sits on the
/// screen, and how many of the node's on-screen children the walk meets before it.
struct EffectItem {
    let view: RenderedView
    let place: ScreenPlace
    let afterChildren: Int
}
