// Lists and grouping: ForEach (Identifiable data, `id:` key paths, Range<Int>, bindings), List (rows,
// selection, bindings), Form, Section (header/footer forms), DisclosureGroup, OutlineGroup, GroupBox,
// ControlGroup, ContentUnavailableView, DynamicViewContent (onDelete/onMove/onInsert), EditActions and the
// move(fromOffsets:toOffset:)/remove(atOffsets:) helpers.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
}

// Declared in a constrained extension as Apple's is, so a non-Identifiable element gets Xcode's message
// ("referencing initializer 'init(_:content:)' on 'ForEach' requires that 'String' conform to 'Identifiable'").
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.content = content
    }
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.content = content
    }
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int {
        self.data = data; self.content = content
    }
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
        where Data == Binding<C>, ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable {
        self.data = data; self.content = content
    }
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>, id: KeyPath<C.Element, ID>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content) where Data == Binding<C>, C.Index: Hashable {
        self.data = data; self.content = content
    }
    // iOS 16: rows the user may delete or move, the ForEach editing the bound collection itself.
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
        where Data == Binding<C>, ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable {
        self.data = data; self.content = content
    }
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>, id: KeyPath<C.Element, ID>,
        editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
        where Data == Binding<C>, C.Index: Hashable {
        self.data = data; self.content = content
    }
}

/// The edits a user may make to a collection a ForEach or List is given as a binding (iOS 16).
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static var move: EditActions<Data> { EditActions(rawValue: 1) }
    public static var delete: EditActions<Data> { EditActions(rawValue: 2) }
    public static var all: EditActions<Data> { EditActions(rawValue: 3) }
}

@MainActor @preconcurrency
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Self.Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
    public func onInsert(of supportedContentTypes: [String], perform action: @escaping (Int, [Any]) -> Void)
        -> some DynamicViewContent { self }
}

public struct List<SelectionValue: Hashable, Content: View>: View {
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {}
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {}
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> {}
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> {}
    public var body: some View { EmptyView() }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {}
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent> {}
    /// A hierarchical list: rows with children are disclosure groups (an `OutlineGroup` of the data).
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
        children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, ID, RowContent> {}
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
        where Content == ForEach<Range<Int>, Int, RowContent> {}
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(_ data: Binding<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
        where Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>, Data.Element: Identifiable, Data.Index: Hashable {}
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Binding<Data>,
        id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
        where Content == ForEach<Binding<Data>, ID, RowContent>, Data.Index: Hashable {}
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(_ data: Binding<Data>,
        editActions: EditActions<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
        where Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>, Data.Element: Identifiable, Data.Index: Hashable {}
}

public struct Form<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: some View { EmptyView() }
}

public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {}
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {}
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
    public init(header: Parent, @ViewBuilder content: () -> Content) {}
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {}
    public init(footer: Footer, @ViewBuilder content: () -> Content) {}
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {}
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {}
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {}
}

public struct DisclosureGroup<Label: View, Content: View>: View {
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {}
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {}
    public var body: some View { EmptyView() }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {}
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {}
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {}
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {}
}

public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf)
        where Data.Element: Identifiable, ID == Data.Element.ID {}
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Leaf) {}
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
        where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {}
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {}
    public var body: some View { EmptyView() }
}

public struct GroupBox<Label: View, Content: View>: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public init(label: Label, @ViewBuilder content: () -> Content) {}
    public init(@ViewBuilder content: () -> Content) where Label == EmptyView {}
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) where Label == Text {}
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) where Label == Text {}
    public var body: some View { EmptyView() }
}

public struct ControlGroup<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: some View { EmptyView() }
}

public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    // As Apple declares it: the description and the actions default to EmptyView (types inferred from the
    // default expressions, SE-0347), so `{ label } actions: { ... }` alone type-checks.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {}
    public var body: some View { EmptyView() }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {}
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {}
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {}
    public static var search: Self { Self("No Results", systemImage: "magnifyingglass") }
    public static func search(text: String) -> Self { Self("No Results", systemImage: "magnifyingglass") }
}

// The collection helpers SwiftUI adds for onDelete/onMove.
extension MutableCollection {
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {}
}

extension RangeReplaceableCollection where Self: MutableCollection {
    public mutating func remove(atOffsets offsets: IndexSet) {}
}
