// List and scroll modifiers: list rows (background, insets, separators, spacing), headerProminence,
// swipeActions, contextMenu, badge, help, scroll behaviour (scrollContentBackground, scrollDisabled,
// scrollIndicators, scrollPosition, scrollTargetBehavior...), editing (environment editMode).
extension View {
    nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View { self }
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    nonisolated public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
    nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    nonisolated public func listRowSpacing(_ spacing: CGFloat?) -> some View { self }
    nonisolated public func listSectionSpacing(_ spacing: CGFloat) -> some View { self }
    nonisolated public func listItemTint(_ tint: Color?) -> some View { self }
    nonisolated public func headerProminence(_ prominence: Prominence) -> some View { self }
    nonisolated public func moveDisabled(_ isDisabled: Bool) -> some View { self }
    nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View { self }
    nonisolated public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }
    nonisolated public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View { self }
    nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }
    nonisolated public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View { self }
    nonisolated public func badge(_ count: Int) -> some View { self }
    nonisolated public func badge(_ label: Text?) -> some View { self }
    nonisolated public func badge(_ key: LocalizedStringKey?) -> some View { self }
    nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some View { self }
    nonisolated public func help(_ textKey: LocalizedStringKey) -> some View { self }
    nonisolated public func help(_ text: Text) -> some View { self }
    nonisolated public func help<S: StringProtocol>(_ text: S) -> some View { self }

    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
    nonisolated public func scrollDisabled(_ disabled: Bool) -> some View { self }
    nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }
    nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }
    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
    nonisolated public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View { self }
    nonisolated public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }
    nonisolated public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }
    nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic)
        -> some View { self }
    nonisolated public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View { self }
}

extension VerticalEdge {
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all = Set(rawValue: 3)
    }
}

public enum Prominence: Hashable, Sendable {
    case standard, increased
}

public struct ScrollIndicatorVisibility: Equatable, Sendable {
    public static let automatic = ScrollIndicatorVisibility()
    public static let visible = ScrollIndicatorVisibility()
    public static let hidden = ScrollIndicatorVisibility()
    public static let never = ScrollIndicatorVisibility()
}

public struct ScrollBounceBehavior: Sendable {
    public static let automatic = ScrollBounceBehavior()
    public static let always = ScrollBounceBehavior()
    public static let basedOnSize = ScrollBounceBehavior()
}

public struct ContentMarginPlacement: Sendable {
    public static let automatic = ContentMarginPlacement()
    public static let scrollContent = ContentMarginPlacement()
    public static let scrollIndicators = ContentMarginPlacement()
}

public protocol ScrollTargetBehavior {}
public struct PagingScrollTargetBehavior: ScrollTargetBehavior { public init() {} }
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior { public init() {} }
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior { public static var paging: Self { Self() } }
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior { public static var viewAligned: Self { Self() } }
