// The built-in environment values apps read with @Environment(\.x), and their types: DismissAction,
// OpenURLAction, RefreshAction, DismissSearchAction, ScenePhase, EditMode, ColorScheme, size classes,
// DynamicTypeSize, LayoutDirection, PresentationMode. Leaves out managedObjectContext (no Core Data).
extension EnvironmentValues {
    public var colorScheme: ColorScheme { get { .light } set {} }
    public var colorSchemeContrast: ColorSchemeContrast { .standard }
    public var dismiss: DismissAction { DismissAction() }
    public var openURL: OpenURLAction { get { OpenURLAction { _ in .handled } } set {} }
    public var refresh: RefreshAction? { nil }
    public var dismissSearch: DismissSearchAction { DismissSearchAction() }
    public var isSearching: Bool { false }
    public var isPresented: Bool { false }
    public var isEnabled: Bool { get { true } set {} }
    public var isFocused: Bool { false }
    public var scenePhase: ScenePhase { get { .active } set {} }
    public var editMode: Binding<EditMode>? { get { nil } set {} }
    public var presentationMode: Binding<PresentationMode> { fatalError() }
    public var locale: Locale { get { .current } set {} }
    public var calendar: Calendar { get { .current } set {} }
    public var timeZone: TimeZone { get { .current } set {} }
    public var horizontalSizeClass: UserInterfaceSizeClass? { get { nil } set {} }
    public var verticalSizeClass: UserInterfaceSizeClass? { get { nil } set {} }
    public var dynamicTypeSize: DynamicTypeSize { get { .large } set {} }
    public var sizeCategory: ContentSizeCategory { get { .large } set {} }
    public var layoutDirection: LayoutDirection { get { .leftToRight } set {} }
    public var displayScale: CGFloat { get { 2 } set {} }
    public var pixelLength: CGFloat { 0.5 }
    public var font: Font? { get { nil } set {} }
    public var lineLimit: Int? { get { nil } set {} }
    public var lineSpacing: CGFloat { get { 0 } set {} }
    public var multilineTextAlignment: TextAlignment { get { .leading } set {} }
    public var truncationMode: Text.TruncationMode { get { .tail } set {} }
    public var minimumScaleFactor: CGFloat { get { 1 } set {} }
    public var redactionReasons: RedactionReasons { get { [] } set {} }
    public var controlSize: ControlSize { get { .regular } set {} }
    public var defaultMinListRowHeight: CGFloat { get { 44 } set {} }
    public var accessibilityReduceMotion: Bool { false }
    public var accessibilityReduceTransparency: Bool { false }
    public var accessibilityDifferentiateWithoutColor: Bool { false }
    public var accessibilityVoiceOverEnabled: Bool { false }
    public var legibilityWeight: LegibilityWeight? { nil }
    public var openWindow: OpenWindowAction { OpenWindowAction() }
    public var dismissWindow: DismissWindowAction { DismissWindowAction() }
    public var isScrollEnabled: Bool { get { true } set {} }
    public var backgroundStyle: AnyShapeStyle? { get { nil } set {} }
    public var allowsTightening: Bool { get { false } set {} }
}

public struct DismissAction: Sendable {
    @MainActor @preconcurrency public func callAsFunction() {}
}

public struct OpenURLAction: Sendable {
    public struct Result: Sendable {
        public static let handled = Result()
        public static let discarded = Result()
        public static let systemAction = Result()
        public static func systemAction(_ url: URL) -> Result { Result() }
    }
    public init(handler: @escaping (URL) -> Result) {}
    @MainActor @preconcurrency public func callAsFunction(_ url: URL) {}
    @MainActor @preconcurrency public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {}
}

public struct RefreshAction: Sendable {
    public func callAsFunction() async {}
}

public struct DismissSearchAction: Sendable {
    @MainActor @preconcurrency public func callAsFunction() {}
}

public struct OpenWindowAction: Sendable {
    @MainActor @preconcurrency public func callAsFunction(id: String) {}
    @MainActor @preconcurrency public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    @MainActor @preconcurrency public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

public struct DismissWindowAction: Sendable {
    @MainActor @preconcurrency public func callAsFunction() {}
    @MainActor @preconcurrency public func callAsFunction(id: String) {}
}

public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

public enum EditMode: Equatable, Hashable, Sendable {
    case inactive, transient, active
    public var isEditing: Bool { self != .inactive }
}

public struct PresentationMode {
    public var isPresented: Bool { false }
    public mutating func dismiss() {}
}

public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light, dark
}

public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    case standard, increased
}

public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

public enum LegibilityWeight: Hashable, Sendable {
    case regular, bold
}

public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
}

public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}
