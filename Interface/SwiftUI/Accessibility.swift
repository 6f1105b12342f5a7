// Accessibility modifiers: label, hint, value, identifier, traits, hidden, element grouping, actions,
// sort priority, input labels, heading level. Leaves out rotors and custom content.
public struct AccessibilityTraits: SetAlgebra, Sendable {
    public init() {}
    public static let isButton = AccessibilityTraits()
    public static let isHeader = AccessibilityTraits()
    public static let isSelected = AccessibilityTraits()
    public static let isLink = AccessibilityTraits()
    public static let isSearchField = AccessibilityTraits()
    public static let isImage = AccessibilityTraits()
    public static let playsSound = AccessibilityTraits()
    public static let isKeyboardKey = AccessibilityTraits()
    public static let isStaticText = AccessibilityTraits()
    public static let isSummaryElement = AccessibilityTraits()
    public static let updatesFrequently = AccessibilityTraits()
    public static let startsMediaSession = AccessibilityTraits()
    public static let allowsDirectInteraction = AccessibilityTraits()
    public static let causesPageTurn = AccessibilityTraits()
    public static let isModal = AccessibilityTraits()
    public static let isToggle = AccessibilityTraits()
    public func contains(_ member: Self) -> Bool { false }
    public func union(_ other: Self) -> Self { self }
    public func intersection(_ other: Self) -> Self { self }
    public func symmetricDifference(_ other: Self) -> Self { self }
    public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) { (false, self) }
    public mutating func remove(_ member: Self) -> Self? { nil }
    public mutating func update(with newMember: Self) -> Self? { nil }
    public mutating func formUnion(_ other: Self) {}
    public mutating func formIntersection(_ other: Self) {}
    public mutating func formSymmetricDifference(_ other: Self) {}
    public static func == (lhs: Self, rhs: Self) -> Bool { true }
}

public struct AccessibilityChildBehavior: Hashable, Sendable {
    public static let ignore = AccessibilityChildBehavior()
    public static let contain = AccessibilityChildBehavior()
    public static let combine = AccessibilityChildBehavior()
}

public enum AccessibilityHeadingLevel: UInt, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

public enum AccessibilityAdjustmentDirection: Sendable {
    case increment, decrement
}

public struct AccessibilityActionKind: Equatable, Sendable {
    public static let `default` = AccessibilityActionKind()
    public static let escape = AccessibilityActionKind()
    public static let magicTap = AccessibilityActionKind()
    public init(named name: Text) {}
    init() {}
}

extension View {
    nonisolated public func accessibilityLabel(_ label: Text) -> some View { self }
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
    nonisolated public func accessibilityHint(_ hint: Text) -> some View { self }
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }
    nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
    nonisolated public func accessibilityValue(_ valueDescription: Text) -> some View { self }
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { self }
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View { self }
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
    nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }
    nonisolated public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }
    nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }
    nonisolated public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View { self }
    nonisolated public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View { self }
    nonisolated public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { self }
    nonisolated public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }
    nonisolated public func accessibilityShowsLargeContentViewer() -> some View { self }
}
