// Navigation: NavigationStack (with a NavigationPath or a typed path), NavigationPath, NavigationLink
// (destination, value and the deprecated isActive forms), NavigationView, NavigationSplitView,
// navigationDestination (for:/isPresented:/item:), titles and bar modifiers, TabView + Tab + tabItem.
public struct NavigationPath: Equatable {
    public init() {}
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {}
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable, S.Element: Codable {}
    public init(_ codable: CodableRepresentation) {}
    public var count: Int { 0 }
    public var isEmpty: Bool { true }
    public var codable: CodableRepresentation? { nil }
    public mutating func append<V: Hashable>(_ value: V) {}
    public mutating func append<V: Hashable & Codable>(_ value: V) {}
    public mutating func removeLast(_ k: Int = 1) {}
    public struct CodableRepresentation: Codable {}
}

public struct NavigationStack<Data, Root: View>: View {
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {}
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
        where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}
    public var body: some View { EmptyView() }
}

public struct NavigationView<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: some View { EmptyView() }
}

public enum NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    case automatic, all, doubleColumn, detailOnly
}

public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {}
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {}
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {}
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) where Content == EmptyView {}
    public var body: some View { EmptyView() }
}

public struct NavigationLink<Label: View, Destination: View>: View {
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
    public init(destination: Destination, @ViewBuilder label: () -> Label) {}
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {}
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
                             @ViewBuilder label: () -> Label) {}
    public var body: some View { EmptyView() }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {}
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {}
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {}
    public init<S: StringProtocol>(_ title: S, destination: Destination) {}
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {}
}

extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {}
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text {}
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text {}
}

public enum NavigationBarItem {
    public enum TitleDisplayMode: Sendable {
        case automatic, inline, large
    }
}

public struct ToolbarTitleDisplayMode: Sendable {
    public static let automatic = ToolbarTitleDisplayMode()
    public static let large = ToolbarTitleDisplayMode()
    public static let inline = ToolbarTitleDisplayMode()
    public static let inlineLarge = ToolbarTitleDisplayMode()
}

extension View {
    nonisolated public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
        @ViewBuilder destination: @escaping (D) -> C) -> some View { self }
    nonisolated public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { self }
    nonisolated public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>,
        @ViewBuilder destination: @escaping (D) -> C) -> some View { self }
    nonisolated public func navigationTitle(_ title: Text) -> some View { self }
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
    nonisolated public func navigationTitle(_ title: Binding<String>) -> some View { self }
    nonisolated public func navigationSubtitle(_ subtitle: Text) -> some View { self }
    nonisolated public func navigationBarTitle(_ title: Text) -> some View { self }
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { self }
    nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    nonisolated public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { self }
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
    nonisolated public func navigationBarHidden(_ hidden: Bool) -> some View { self }
    nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View { self }
    nonisolated public func navigationBarItems<L: View>(leading: L) -> some View { self }
    nonisolated public func navigationBarItems<T: View>(trailing: T) -> some View { self }
    nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
    nonisolated public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
    nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    nonisolated public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}

public protocol NavigationViewStyle {}
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: Self { Self() } }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: Self { Self() } }
extension NavigationViewStyle where Self == ColumnNavigationViewStyle { public static var columns: Self { Self() } }

public protocol NavigationSplitViewStyle {}
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle { public static var balanced: Self { Self() } }
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle { public static var prominentDetail: Self { Self() } }
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle { public static var automatic: Self { Self() } }
