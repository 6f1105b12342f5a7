/// Built-in views as values: what a `body` returns before the graph turns it into nodes.
/// Faithful in structure (stacks, modifiers, conditional content, ForEach, presentations, controls and
/// their bindings); layout and drawing are left out.
indirect enum ViewValue {
    case text(String)
    /// `Button("Label") { action }` or `Button(action:) { label }`.
    case button(label: Value, action: Value)
    case stack(StackKind, [Value])
    /// Several views in a row from a view builder (SwiftUI's `TupleView`).
    case tuple([Value])
    /// `if`/`else` or `switch` in a view builder (`_ConditionalContent`): which branch, and its content.
    case conditional(branch: Int, Value)
    case empty
    /// A view with a modifier applied (`.padding()`, `.onAppear { }`, `.alert(...)`).
    case modified(Value, Modifier)
    /// A control bound to someone's storage (text fields, toggles, pickers...).
    case control(Control)
    /// `ForEach(data) { element in ... }`: one row per element, by id. `initialOnly`: `ForEach(0..<n) { }`, whose
    /// rows are the range's first value for the ForEach's life (rules §15.1).
    case forEach(elements: [Value], ids: [Value], content: Value, initialOnly: Bool = false)
    /// Content shown but with no behaviour (spacers, shapes).
    case inert(String)
    /// `Image(systemName: "star")`, `Image("photo")`: the image's name (an image-only button's title).
    case image(String)
    /// `NavigationLink(...)`: tapping it pushes its destination on the enclosing NavigationStack.
    case navigationLink(label: Value, destination: NavigationTarget)
    /// `TabView { ... }`, `TabView(selection:) { ... }`: its tabs, all made in the body that makes it.
    case tabView(tabs: [Tab], selection: BindingValue?)
    /// `NavigationSplitView { sidebar } detail: { detail }`, collapsed into a stack as on iPhone.
    case splitView(sidebar: Value, detail: Value)
    /// `Menu("Title") { items }`, `Menu { items } label: { }`, with `primaryAction:`.
    case menu(label: Value, items: Value, primaryAction: Value?)
    /// `DisclosureGroup("Label") { content }`, with `isExpanded:`.
    case disclosure(label: Value, content: Value, isExpanded: BindingValue?)
    /// `GeometryReader { proxy in ... }`: escaping content, run in a node of its own with the proxy.
    case geometryReader(content: Value)
    /// `TimelineView(schedule) { context in ... }`: escaping content, run in a node of its own, again at
    /// each of the schedule's dates (ViewGraph+RenderControls).
    case timeline(schedule: TimelineScheduleValue, content: Value)
    /// The `content` a custom ViewModifier's `body(content:)` receives: a stand-in for the modified view, drawn
    /// as the modifier node's content of the moment. So new content reaches the screen without the
    /// modifier's body running again, as SwiftUI's `_ViewModifier_Content` does (ViewGraph.update).
    case modifierContent(ModifierContentSource)

    /// One tab of a TabView: its title (`tabItem`'s label or `Tab`'s title), its tag or value, its content.
    struct Tab {
        let title: String
        let tag: Value?
        let content: Value
    }

    enum NavigationTarget {
        /// `NavigationLink(destination: Detail())`: the view value, made in the parent's body (§14).
        case view(Value)
        /// `NavigationLink(value: item)`: shown by the stack's `navigationDestination(for:)`.
        case value(Value)
    }

    enum StackKind: String {
        case vstack = "VStack", hstack = "HStack", zstack = "ZStack", group = "Group", list = "List", form = "Form"
        case section = "Section", scroll = "ScrollView", lazyVStack = "LazyVStack", lazyHStack = "LazyHStack"
        case navigationStack = "NavigationStack", anyView = "AnyView", navigationView = "NavigationView"
        case grid = "Grid", gridRow = "GridRow", lazyVGrid = "LazyVGrid", lazyHGrid = "LazyHGrid", geometryReader = "GeometryReader"
        case scrollViewReader = "ScrollViewReader", contentUnavailable = "ContentUnavailableView", labeledContent = "LabeledContent"
        case gauge = "Gauge", datePicker = "DatePicker", controlGroup = "ControlGroup", groupBox = "GroupBox"
        case toolbarItem = "ToolbarItem", toolbarItemGroup = "ToolbarItemGroup"
        case viewThatFits = "ViewThatFits", anyLayout = "AnyLayout", timelineView = "TimelineView", asyncImage = "AsyncImage"
        case colorPicker = "ColorPicker", shareLink = "ShareLink"
        /// A `Layout` of the script's own, used as a container (`Flow { ... }`).
        case customLayout = "Layout"
        /// `EditButton()`: drawn as a button titled by the edit mode of its environment (ViewGraph+EditMode).
        case editButton = "EditButton"
    }

    enum Control {
        /// `commit`: a `TextField(value:format:)`, whose text is a draft until the user commits it.
        case textField(title: String, text: BindingValue, secure: Bool, commit: FieldCommit? = nil)
        case toggle(label: Value, isOn: BindingValue)
        case stepper(label: Value, value: BindingValue?, step: Value, bounds: Value?, onIncrement: Value?, onDecrement: Value?,
                     onEditingChanged: Value?)
        case slider(value: BindingValue)
        case picker(label: Value, selection: BindingValue, content: Value)
    }

    struct Modifier {
        let name: String
        let arguments: [Value]
        var effect: Effect = .cosmetic
    }

    /// What a modifier does beyond being recorded.
    enum Effect {
        case cosmetic
        /// `.modifier(SomeModifier())`: a node of the modifier's own, its body given this view as content.
        case customModifier(StructValue)
        case onAppear(Value)
        case onDisappear(Value)
        /// `.task(id:priority:)`: the action, the id it restarts for, and its priority (`userInitiated` unless given).
        case task(Value, id: Value?, priority: UInt8)
        case onChange(of: Value, action: Value, initial: Bool)
        case onReceive(publisher: Value, action: Value)
        /// `.id(x)`: explicit identity.
        case identity(Value)
        case environmentObject(ScriptObject)
        case environmentValue(key: EnvironmentKeyName, value: Value)
        /// `.environment(\.key, value)` for a key an `extension EnvironmentValues` declares.
        case environmentSetting(name: String, value: Value)
        /// `.transformEnvironment(\.key) { value in ... }`: the inherited value, changed by the closure.
        case environmentTransform(name: String, transform: Value)
        /// `.redacted(reason:)` (its reasons added to `\.redactionReasons`), `.unredacted()` (nil: none left).
        case redaction(Value?)
        case alert(Alert)
        case sheet(Sheet)
        case tag(Value)
        case navigationDestination(typeName: String, content: Value)
        /// `.tabItem { Label(...) }`: the tab's label, built now.
        case tabItem(Value)
        /// `NavigationStack(path: $path)`: the stack's pushed values are the binding's elements.
        case navigationPath(BindingValue)
        /// `navigationDestination(isPresented: $flag) { View() }`: pushed while the flag is true (built eagerly).
        /// `navigationDestination(item: $item) { item in }` (`isItem`): pushed while the item is non-nil.
        case navigationDestinationPresented(BindingValue, Value, isItem: Bool)
        /// `List(selection: $x)`: rows (and `NavigationLink(value:)` rows) set the selection when tapped.
        case listSelection(BindingValue)
        /// `.toolbar { ... }`: its content, built during the body that applies it (shown in a navigation bar).
        case toolbar(Value)
        /// `.disabled(flag)`: the controls inside can't be used (an outer `true` wins).
        case disabled(Bool)
        /// `.onSubmit { }` (`search`: `onSubmit(of: .search)`): Return in a text field inside runs it.
        case onSubmit(Value, search: Bool)
        /// `.submitScope()`: Return in a field inside reaches no `onSubmit` outside it (false: no effect).
        case submitScope(Bool)
        /// `.focused($flag)` (value `true`) or `.focused($field, equals: value)`.
        case focused(BindingValue, Value)
        /// `.searchable(text: $query)`: the search field `:search` types into.
        /// With `isPresented:`, the binding that says whether the search is active, kept in step both ways.
        case searchable(BindingValue, isPresented: BindingValue?, prompt: String)
        /// `.refreshable { }`: what `:refresh` starts.
        case refreshable(Value)
        /// `.onTapGesture { }`: a tap on the view runs it.
        case onTapGesture(Value)
        /// `.deleteDisabled(true)` (`delete`) or `.moveDisabled(true)` on a row: `:delete`/`:move` refuse it.
        case editDisabled(delete: Bool, flag: Bool)
        /// `.interactiveDismissDisabled()`: a swipe can't dismiss the presentation the view is in.
        case interactiveDismissDisabled(Bool)
        /// `.overlay { }`, `.background { }`, `.safeAreaInset { }`: views drawn with this one (buttons included).
        case extraContent(Value)
        /// `.accessibilityLabel("Settings")`: the name `:tap` finds an image-only control by.
        case accessibilityLabel(String)
        /// `ForEach(...).onDelete { offsets in }`: what `:delete` on one of its rows runs.
        case onDelete(Value)
        /// `ForEach(...).onMove { offsets, destination in }`: what `:move` runs.
        case onMove(Value)
        /// `.preference(key: K.self, value: v)`: the value this view gives the key (replacing its content's).
        case preference(key: TypeInfo, value: Value)
        /// `.transformPreference(K.self) { value in }`: changes the value the content gives the key.
        case transformPreference(key: TypeInfo, transform: Value)
        /// `.onPreferenceChange(K.self) { value in }`: told when the content's reduced value changes.
        case onPreferenceChange(key: TypeInfo, action: Value)
        /// `.preferredColorScheme(.dark)`: a preference of the presentation it is in (`presentation` is the
        /// sheet's key, "" for the window), resolved when rendered.
        case preferredColorScheme(Value, presentation: String)
        /// `.frame(...)`, `.padding(...)`: what the content is proposed (ViewLayout.swift).
        case layout(ViewLayout)
        /// `.onGeometryChange(for:of:action:)`: the transform of the view's proxy, watched as `onChange(initial: true)`
        /// watches a value (resolved into one when rendered).
        case onGeometryChange(transform: Value, action: Value)
    }

    /// An alert, with its actions and message already built (they are non-escaping: they run during the
    /// body that applies the modifier, rules §8, §13).
    struct Alert {
        let title: String
        /// Shown? For `isPresented:` the graph reads the binding when it renders (the body does not
        /// depend on it); for `item:`/`presenting:` the body read the data to build the actions.
        var isPresented: Bool
        /// `isPresented:` alerts: the flag, read at render time.
        let flag: BindingValue?
        let actions: Value
        let message: Value?
        /// What dismissing does: sets `isPresented` false, or the item / presented data nil.
        let binding: BindingValue
        let setsNil: Bool
        /// A confirmation dialog (it gets a standard Cancel button) rather than an alert.
        var isDialog = false
    }

    /// A sheet: its content closure runs in the presented hierarchy, only while presented.
    struct Sheet {
        let binding: BindingValue
        /// `sheet(item:)` (else `isPresented:`).
        let isItem: Bool
        /// Resolved when the graph renders: shown?, and the item (its identity keys the presented node).
        var isPresented = false
        var item: Value?
        let content: Value
        let onDismiss: Value?
        /// How it is presented: a sheet, a full-screen cover (no swipe dismisses it), or a popover or
        /// inspector, which an iPhone shows as a sheet.
        var style = "sheet"
        /// The key of the modifier that presents it (what `dismiss()` from inside it names).
        var key = ""
        /// What is presented: the modifier's key and, with `item:`, the item's identity (a new one is a new sheet).
        var presentation = ""
    }

    var typeName: String {
        switch self {
        case .text: return "Text"
        case .button: return "Button"
        case .stack(let kind, _): return kind.rawValue
        case .tuple: return "TupleView"
        case .conditional: return "_ConditionalContent"
        case .empty: return "EmptyView"
        case .modified: return "ModifiedContent"
        case .control(let control):
            switch control {
            case .textField(_, _, let secure, _): return secure ? "SecureField" : "TextField"
            case .toggle: return "Toggle"
            case .stepper: return "Stepper"
            case .slider: return "Slider"
            case .picker: return "Picker"
            }
        case .forEach: return "ForEach"
        case .inert(let name): return name
        case .image: return "Image"
        case .navigationLink: return "NavigationLink"
        case .tabView: return "TabView"
        case .splitView: return "NavigationSplitView"
        case .menu: return "Menu"
        case .disclosure: return "DisclosureGroup"
        case .geometryReader: return "GeometryReader"
        case .timeline: return "TimelineView"
        case .modifierContent: return "_ViewModifier_Content"
        }
    }
}

/// Which modifier node a `ViewValue.modifierContent` stands for (held weakly: a body's output may outlive it).
final class ModifierContentSource {
    weak var node: ViewNode?
    /// A custom style's `configuration.label`: only the label of the control the node draws (ViewGraph+Styles).
    let labelOnly: Bool

    init(_ node: ViewNode, labelOnly: Bool = false) {
        self.node = node
        self.labelOnly = labelOnly
    }
}
