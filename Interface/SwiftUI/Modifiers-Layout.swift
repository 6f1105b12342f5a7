// Layout modifiers: padding, frame (fixed and flexible), fixedSize, layoutPriority, aspectRatio,
// scaledToFit/Fill, offset, position, alignmentGuide, safe areas (ignoresSafeArea, safeAreaInset,
// safeAreaPadding, edgesIgnoringSafeArea), containerRelativeFrame, zIndex, id, tag, hidden.
extension View {
    nonisolated public func padding(_ insets: EdgeInsets) -> some View { self }
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    nonisolated public func padding(_ length: CGFloat) -> some View { self }
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }
    nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View { self }
    nonisolated public func fixedSize() -> some View { self }
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }
    nonisolated public func layoutPriority(_ value: Double) -> some View { self }
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }
    nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { self }
    nonisolated public func scaledToFit() -> some View { self }
    nonisolated public func scaledToFill() -> some View { self }
    nonisolated public func offset(_ offset: CGSize) -> some View { self }
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    nonisolated public func position(_ position: CGPoint) -> some View { self }
    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    nonisolated public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View { self }
    nonisolated public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View { self }
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
    nonisolated public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View { self }
    nonisolated public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View { self }
    nonisolated public func safeAreaPadding(_ insets: EdgeInsets) -> some View { self }
    nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    nonisolated public func safeAreaPadding(_ length: CGFloat) -> some View { self }
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View { self }
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View { self }
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View { self }
    nonisolated public func zIndex(_ value: Double) -> some View { self }
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { self }
    nonisolated public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View { self }
    nonisolated public func hidden() -> some View { self }
    nonisolated public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View { self }
}

public struct ViewDimensions {
    public var width: CGFloat { 0 }
    public var height: CGFloat { 0 }
    public subscript(guide: HorizontalAlignment) -> CGFloat { 0 }
    public subscript(guide: VerticalAlignment) -> CGFloat { 0 }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all = SafeAreaRegions(rawValue: 3)
}

public enum LayoutDirectionBehavior: Hashable, Sendable {
    case fixed
    case mirrors(in: LayoutDirection)
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}

public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

extension View {
    nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View { self }
    nonisolated public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void)
        -> some View where K.Value: Equatable { self }
    nonisolated public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self,
                                                                  _ callback: @escaping (inout K.Value) -> Void) -> some View { self }
    nonisolated public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View { self }
    nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type,
        @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View { self }
    nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type,
        @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View { self }
    nonisolated public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (T) -> Void) -> some View { self }
    nonisolated public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (T, T) -> Void) -> some View { self }
}
