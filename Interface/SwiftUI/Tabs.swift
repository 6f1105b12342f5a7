// Tabs: TabView (views with .tabItem, or iOS 18 Tab values built by TabContentBuilder), Tab, TabSection,
// tabItem, badge, tabViewStyle (.page, .automatic) and indexViewStyle.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
    public init<C: TabContent>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
        where Content == TabContentBuilder<SelectionValue>.Content<C> {}
    public var body: some View { EmptyView() }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {}
}

extension TabView {
    public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
        where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C> {}
}

@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    associatedtype TabValue: Hashable
    associatedtype Body: TabContent
    @TabContentBuilder<Self.TabValue> var body: Self.Body { get }
}

extension Never: TabContent {
    public typealias TabValue = Never
}

@resultBuilder
public struct TabContentBuilder<SelectionValue: Hashable> {
    public struct Content<C: TabContent>: View {
        public var body: some View { EmptyView() }
    }
    public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == SelectionValue { content }
    public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == SelectionValue { content }
    public static func buildBlock<each C: TabContent>(_ content: repeat each C) -> TupleTabContent<SelectionValue, (repeat each C)> {
        TupleTabContent()
    }
    public static func buildIf<C: TabContent>(_ content: C?) -> C? where C.TabValue == SelectionValue { content }
    public static func buildEither<T: TabContent, F: TabContent>(first: T) -> _ConditionalTabContent<T, F> { _ConditionalTabContent() }
    public static func buildEither<T: TabContent, F: TabContent>(second: F) -> _ConditionalTabContent<T, F> { _ConditionalTabContent() }
}

extension Optional: TabContent where Wrapped: TabContent {
    public typealias TabValue = Wrapped.TabValue
    public var body: Never { return fatalError() }
}

public struct TupleTabContent<Value: Hashable, T>: TabContent {
    public typealias TabValue = Value
    public var body: Never { return fatalError() }
}

public struct _ConditionalTabContent<TrueContent: TabContent, FalseContent: TabContent>: TabContent {
    public typealias TabValue = TrueContent.TabValue
    public var body: Never { return fatalError() }
}

public struct TabRole: Hashable, Sendable {
    public static let search = TabRole()
}

public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
    public typealias TabValue = Value
    public var body: Never { return fatalError() }
    public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

extension Tab where Label == DefaultTabLabel {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
                @ViewBuilder content: () -> Content) {}
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil,
                                   @ViewBuilder content: () -> Content) {}
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil,
                @ViewBuilder content: () -> Content) {}
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil,
                @ViewBuilder content: () -> Content) where Value == Never {}
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil,
                                   @ViewBuilder content: () -> Content) where Value == Never {}
    public init(role: TabRole, value: Value, @ViewBuilder content: () -> Content) {}
}

public struct DefaultTabLabel: View {
    public var body: some View { EmptyView() }
}

public struct TabSection<Header: View, Content: TabContent, Footer: View>: TabContent {
    public typealias TabValue = Content.TabValue
    public var body: Never { return fatalError() }
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<Content.TabValue> content: () -> Content)
        where Header == Text, Footer == EmptyView {}
}

extension TabContent {
    public func badge(_ count: Int) -> some TabContent<TabValue> { self }
    public func badge(_ label: Text?) -> some TabContent<TabValue> { self }
    public func badge(_ key: LocalizedStringKey?) -> some TabContent<TabValue> { self }
    public func badge<S: StringProtocol>(_ label: S?) -> some TabContent<TabValue> { self }
    public func customizationID(_ id: String) -> some TabContent<TabValue> { self }
}

extension View {
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
    nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self }
    nonisolated public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }
}

public protocol TabViewStyle {}
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
public struct PageTabViewStyle: TabViewStyle {
    public enum IndexDisplayMode: Sendable { case automatic, always, never }
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}
public struct SidebarAdaptableTabViewStyle: TabViewStyle { public init() {} }
extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: Self { Self() } }
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: Self { Self() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> Self { Self(indexDisplayMode: indexDisplayMode) }
}
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle { public static var sidebarAdaptable: Self { Self() } }

public protocol IndexViewStyle {}
public struct PageIndexViewStyle: IndexViewStyle {
    public enum BackgroundDisplayMode: Sendable { case automatic, always, interactive, never }
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}
extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: Self { Self() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> Self { Self() }
}
