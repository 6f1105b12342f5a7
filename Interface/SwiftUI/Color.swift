// Colors and shape styles: ShapeStyle, Color (all the named colors, RGB/HSB/white inits, named
// assets, opacity, gradient), the hierarchical styles (.primary, .secondary...), Material, gradients,
// AnyShapeStyle, and minimal UIColor/UIImage (on iOS `import SwiftUI` brings UIKit; here only what
// `Color(.systemBackground)` and `Image(uiImage:)` need; `#if canImport(UIKit)` stays false).
public protocol ShapeStyle: Sendable {}

@frozen
public struct Color: Hashable, CustomStringConvertible, Sendable, ShapeStyle {
    public init(_ name: String, bundle: Bundle? = nil) {}
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {}
    public init(white: Double, opacity: Double = 1) {}
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {}
    public init(uiColor: UIColor) {}
    public init(_ color: UIColor) {}
    public init<T: ShapeStyle>(_ style: T) {}
    public var description: String { "" }

    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let gray = Color(white: 0.5)
    public static let red = Color(white: 0)
    public static let orange = Color(white: 0)
    public static let yellow = Color(white: 0)
    public static let green = Color(white: 0)
    public static let mint = Color(white: 0)
    public static let teal = Color(white: 0)
    public static let cyan = Color(white: 0)
    public static let blue = Color(white: 0)
    public static let indigo = Color(white: 0)
    public static let purple = Color(white: 0)
    public static let pink = Color(white: 0)
    public static let brown = Color(white: 0)
    public static let clear = Color(white: 0)
    public static let primary = Color(white: 0)
    public static let secondary = Color(white: 0)
    public static var accentColor: Color { Color(white: 0) }

    public func opacity(_ opacity: Double) -> Color { self }
    public var gradient: AnyGradient { AnyGradient() }
    public func mix(with rhs: Color, by fraction: Double) -> Color { self }
}

extension Color: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var gray: Color { .gray }
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var clear: Color { .clear }
    public static var accentColor: Color { .accentColor }
}

@frozen
public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle()
    public static let secondary = HierarchicalShapeStyle()
    public static let tertiary = HierarchicalShapeStyle()
    public static let quaternary = HierarchicalShapeStyle()
    public static let quinary = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle {
    public func opacity(_ opacity: Double) -> some ShapeStyle { self }
    public var secondary: some ShapeStyle { self }
    public var tertiary: some ShapeStyle { self }
}

public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

public struct BackgroundStyle: ShapeStyle {
    public init() {}
}

public struct TintShapeStyle: ShapeStyle {
    public init() {}
}

public struct SeparatorShapeStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

public struct Material: ShapeStyle {
    public static let regular = Material()
    public static let thick = Material()
    public static let thin = Material()
    public static let ultraThin = Material()
    public static let ultraThick = Material()
    public static let bar = Material()
}

extension ShapeStyle where Self == Material {
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var thinMaterial: Material { .thin }
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}

public struct AnyShapeStyle: ShapeStyle {
    public init<S: ShapeStyle>(_ style: S) {}
}

public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }
    public init(colors: [Color]) { self.stops = [] }
}

public struct AnyGradient: Hashable, ShapeStyle {
    public init(_ gradient: Gradient) {}
    init() {}
}

public struct LinearGradient: ShapeStyle, View {
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

public struct RadialGradient: ShapeStyle, View {
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

public struct AngularGradient: ShapeStyle, View {
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {}
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {}
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {}
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Minimal stand-in for UIKit's UIColor: the semantic system colors learners pass to `Color(_:)`.
open class UIColor: @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(white: CGFloat, alpha: CGFloat) {}
    public init?(named name: String) {}
    public static var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
    public static var secondarySystemBackground: UIColor { UIColor(white: 1, alpha: 1) }
    public static var tertiarySystemBackground: UIColor { UIColor(white: 1, alpha: 1) }
    public static var systemGroupedBackground: UIColor { UIColor(white: 1, alpha: 1) }
    public static var secondarySystemGroupedBackground: UIColor { UIColor(white: 1, alpha: 1) }
    public static var systemFill: UIColor { UIColor(white: 1, alpha: 1) }
    public static var secondarySystemFill: UIColor { UIColor(white: 1, alpha: 1) }
    public static var tertiarySystemFill: UIColor { UIColor(white: 1, alpha: 1) }
    public static var systemGray: UIColor { UIColor(white: 1, alpha: 1) }
    public static var systemGray2: UIColor { UIColor(white: 1, alpha: 1) }
    public static var systemGray3: UIColor { UIColor(white: 1, alpha: 1) }
    public static var systemGray4: UIColor { UIColor(white: 1, alpha: 1) }
    public static var systemGray5: UIColor { UIColor(white: 1, alpha: 1) }
    public static var systemGray6: UIColor { UIColor(white: 1, alpha: 1) }
    public static var label: UIColor { UIColor(white: 0, alpha: 1) }
    public static var secondaryLabel: UIColor { UIColor(white: 0, alpha: 1) }
    public static var tertiaryLabel: UIColor { UIColor(white: 0, alpha: 1) }
    public static var separator: UIColor { UIColor(white: 0, alpha: 1) }
    public static var systemBlue: UIColor { UIColor(white: 0, alpha: 1) }
    public static var systemRed: UIColor { UIColor(white: 0, alpha: 1) }
    public static var systemGreen: UIColor { UIColor(white: 0, alpha: 1) }
    public static var systemOrange: UIColor { UIColor(white: 0, alpha: 1) }
}

/// Minimal stand-in for UIKit's UIImage, for `Image(uiImage:)`.
open class UIImage: @unchecked Sendable {
    public init?(named name: String) {}
    public init?(systemName name: String) {}
    public init?(data: Data) {}
    public var size: CGSize { .zero }
}
