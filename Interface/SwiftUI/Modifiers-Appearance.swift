// Appearance modifiers: fonts and text (font, bold, italic, fontWeight, lineLimit, multilineTextAlignment,
// textCase...), colors (foregroundColor, foregroundStyle, tint, accentColor), background, overlay, border,
// cornerRadius, clipShape, mask, shadow, opacity, effects (blur, scaleEffect, rotationEffect...),
// color scheme, redaction, contentShape.
extension View {
    nonisolated public func font(_ font: Font?) -> some View { self }
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { self }
    nonisolated public func fontDesign(_ design: Font.Design?) -> some View { self }
    nonisolated public func fontWidth(_ width: Font.Width?) -> some View { self }
    nonisolated public func bold(_ isActive: Bool = true) -> some View { self }
    nonisolated public func italic(_ isActive: Bool = true) -> some View { self }
    nonisolated public func monospaced(_ isActive: Bool = true) -> some View { self }
    nonisolated public func monospacedDigit() -> some View { self }
    nonisolated public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View { self }
    nonisolated public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View { self }
    nonisolated public func kerning(_ kerning: CGFloat) -> some View { self }
    nonisolated public func tracking(_ tracking: CGFloat) -> some View { self }
    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> some View { self }
    nonisolated public func lineLimit(_ number: Int?) -> some View { self }
    nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View { self }
    nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { self }
    nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { self }
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
    nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
    nonisolated public func allowsTightening(_ flag: Bool) -> some View { self }
    nonisolated public func textCase(_ textCase: Text.Case?) -> some View { self }
    nonisolated public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }
    nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize { self }
    nonisolated public func imageScale(_ scale: Image.Scale) -> some View { self }
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
    nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View { self }
    nonisolated public func symbolEffect<E: IndefiniteSymbolEffect & SymbolEffect>(_ effect: E, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View { self }
    nonisolated public func symbolEffect<E: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(_ effect: E, options: SymbolEffectOptions = .default, value: U) -> some View { self }

    nonisolated public func foregroundColor(_ color: Color?) -> some View { self }
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { self }
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3)
        -> some View { self }
    nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View { self }
    nonisolated public func tint(_ tint: Color?) -> some View { self }
    nonisolated public func accentColor(_ accentColor: Color?) -> some View { self }

    @_disfavoredOverload
    nonisolated public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View { self }
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
    nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }
    nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }
    nonisolated public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { self }
    nonisolated public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View { self }
    nonisolated public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    @_disfavoredOverload
    nonisolated public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View { self }
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
    nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }
    nonisolated public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { self }
    nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { self }
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { self }
    nonisolated public func clipped(antialiased: Bool = false) -> some View { self }
    nonisolated public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View { self }
    nonisolated public func mask<Mask: View>(_ mask: Mask) -> some View { self }
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    nonisolated public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { self }
    nonisolated public func containerShape<T: InsettableShape>(_ shape: T) -> some View { self }

    nonisolated public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    nonisolated public func opacity(_ opacity: Double) -> some View { self }
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
    nonisolated public func brightness(_ amount: Double) -> some View { self }
    nonisolated public func contrast(_ amount: Double) -> some View { self }
    nonisolated public func saturation(_ amount: Double) -> some View { self }
    nonisolated public func grayscale(_ amount: Double) -> some View { self }
    nonisolated public func hueRotation(_ angle: Angle) -> some View { self }
    nonisolated public func colorInvert() -> some View { self }
    nonisolated public func colorMultiply(_ color: Color) -> some View { self }
    nonisolated public func blendMode(_ blendMode: BlendMode) -> some View { self }
    nonisolated public func compositingGroup() -> some View { self }
    nonisolated public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }
    nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }
    nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { self }
    nonisolated public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View { self }
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
    nonisolated public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View { self }
    nonisolated public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View { self }

    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
    nonisolated public func colorScheme(_ colorScheme: ColorScheme) -> some View { self }
    nonisolated public func redacted(reason: RedactionReasons) -> some View { self }
    nonisolated public func unredacted() -> some View { self }
    nonisolated public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
    nonisolated public func controlSize(_ controlSize: ControlSize) -> some View { self }
    nonisolated public func labelsHidden() -> some View { self }
    nonisolated public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
    nonisolated public func statusBar(hidden: Bool) -> some View { self }
    nonisolated public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
}

public protocol TextSelectability {}
public struct EnabledTextSelectability: TextSelectability {}
public struct DisabledTextSelectability: TextSelectability {}
extension TextSelectability where Self == EnabledTextSelectability { public static var enabled: Self { Self() } }
extension TextSelectability where Self == DisabledTextSelectability { public static var disabled: Self { Self() } }

// SF Symbols' effects (the Symbols framework, which SwiftUI re-exports): `.bounce`, `.pulse`, `.replace`...,
// for `symbolEffect(_:value:)`, `symbolEffect(_:isActive:)` and `ContentTransition.symbolEffect(_:)`.
public protocol SymbolEffect: Sendable {}
public protocol DiscreteSymbolEffect: SymbolEffect {}
public protocol IndefiniteSymbolEffect: SymbolEffect {}
public protocol TransitionSymbolEffect: SymbolEffect {}
public protocol ContentTransitionSymbolEffect: SymbolEffect {}
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var up: Self { self }
    public var down: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var iterative: Self { self }
    public var cumulative: Self { self }
    public var reversing: Self { self }
    public var nonReversing: Self { self }
    public var hideInactiveLayers: Self { self }
    public var dimInactiveLayers: Self { self }
}
public struct ScaleSymbolEffect: IndefiniteSymbolEffect {
    public var up: Self { self }
    public var down: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {}
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {}
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {}
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {}
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {}
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect {
    public var downUp: Self { self }
    public var upUp: Self { self }
    public var offUp: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}
extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { .init() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { .init() } }
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: VariableColorSymbolEffect { .init() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { .init() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { .init() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { .init() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { .init() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { .init() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: DisappearSymbolEffect { .init() } }
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: ReplaceSymbolEffect { .init() } }
extension ContentTransition {
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition { ContentTransition() }
    public static var symbolEffect: ContentTransition { ContentTransition() }
}

public struct SymbolEffectOptions: Sendable {
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1)
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}

public enum BlendMode: Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter
}

public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

public protocol VisualEffect: Sendable {}
public struct EmptyVisualEffect: VisualEffect {
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { self }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect { self }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { self }
    public func opacity(_ opacity: Double) -> some VisualEffect { self }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { self }
}
