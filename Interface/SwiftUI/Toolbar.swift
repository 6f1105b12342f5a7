// Toolbars: ToolbarContent, ToolbarContentBuilder, ToolbarItem, ToolbarItemGroup, ToolbarItemPlacement,
// ToolbarPlacement, toolbar (view and toolbar-content forms), toolbarBackground, toolbarColorScheme.
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Self.Body { get }
}

@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent where Self.Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
        -> TupleToolbarContent<(repeat each Content)> { TupleToolbarContent() }
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(first: T) -> _ConditionalToolbarContent<T, F> {
        _ConditionalToolbarContent()
    }
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(second: F) -> _ConditionalToolbarContent<T, F> {
        _ConditionalToolbarContent()
    }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public var body: Never { fatalError() }
}

public struct TupleToolbarContent<T>: ToolbarContent {
    public var body: Never { fatalError() }
}

public struct _ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent {
    public var body: Never { fatalError() }
}

public struct ToolbarItemPlacement: Sendable {
    public static let automatic = ToolbarItemPlacement()
    public static let principal = ToolbarItemPlacement()
    public static let navigation = ToolbarItemPlacement()
    public static let primaryAction = ToolbarItemPlacement()
    public static let secondaryAction = ToolbarItemPlacement()
    public static let status = ToolbarItemPlacement()
    public static let confirmationAction = ToolbarItemPlacement()
    public static let cancellationAction = ToolbarItemPlacement()
    public static let destructiveAction = ToolbarItemPlacement()
    public static let keyboard = ToolbarItemPlacement()
    public static let topBarLeading = ToolbarItemPlacement()
    public static let topBarTrailing = ToolbarItemPlacement()
    public static let bottomBar = ToolbarItemPlacement()
    public static let navigationBarLeading = ToolbarItemPlacement()
    public static let navigationBarTrailing = ToolbarItemPlacement()
}

public struct ToolbarPlacement: Sendable {
    public static let automatic = ToolbarPlacement()
    public static let navigationBar = ToolbarPlacement()
    public static let tabBar = ToolbarPlacement()
    public static let bottomBar = ToolbarPlacement()
}

public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public var body: Never { fatalError() }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct ToolbarSpacer: ToolbarContent {
    public init(placement: ToolbarItemPlacement = .automatic) {}
    public var body: Never { fatalError() }
}

extension View {
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View { self }
    nonisolated public func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content)
        -> some View { self }
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }
    nonisolated public func toolbarRole(_ role: ToolbarRole) -> some View { self }
}

public struct ToolbarRole: Sendable {
    public static let automatic = ToolbarRole()
    public static let navigationStack = ToolbarRole()
    public static let browser = ToolbarRole()
    public static let editor = ToolbarRole()
}
