// Text and its strings: LocalizedStringKey (with its interpolations), Text's initializers (keys,
// strings, verbatim, dates, format styles, attributed strings), `+`, and the modifiers that return
// Text (font, bold, italic, foregroundColor...). Leaves out Text(timerInterval:) and Text(_: Image).
@frozen
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}

    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ string: String) {}
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {}
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {}
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
            where F.FormatInput: Equatable, F.FormatOutput == String {}
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {}
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {}
        public mutating func appendInterpolation(_ text: Text) {}
        public mutating func appendInterpolation(_ image: Image) {}
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {}
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {}
        public mutating func appendInterpolation(_ interval: DateInterval) {}
        public mutating func appendInterpolation(_ attributedString: AttributedString) {}
    }
}

/// Numbers and a few other types that LocalizedStringKey interpolates with a printf specifier.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg
    var _arg: _Arg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable { public var _arg: Int64 { Int64(self) }; public var _specifier: String { "%lld" } }
extension Int8: _FormatSpecifiable { public var _arg: Int32 { Int32(self) }; public var _specifier: String { "%d" } }
extension Int16: _FormatSpecifiable { public var _arg: Int32 { Int32(self) }; public var _specifier: String { "%d" } }
extension Int32: _FormatSpecifiable { public var _arg: Int32 { self }; public var _specifier: String { "%d" } }
extension Int64: _FormatSpecifiable { public var _arg: Int64 { self }; public var _specifier: String { "%lld" } }
extension UInt: _FormatSpecifiable { public var _arg: UInt64 { UInt64(self) }; public var _specifier: String { "%llu" } }
extension UInt8: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) }; public var _specifier: String { "%u" } }
extension UInt16: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) }; public var _specifier: String { "%u" } }
extension UInt32: _FormatSpecifiable { public var _arg: UInt32 { self }; public var _specifier: String { "%u" } }
extension UInt64: _FormatSpecifiable { public var _arg: UInt64 { self }; public var _specifier: String { "%llu" } }
extension Float: _FormatSpecifiable { public var _arg: Float { self }; public var _specifier: String { "%f" } }
extension Double: _FormatSpecifiable { public var _arg: Double { self }; public var _specifier: String { "%lf" } }
extension CGFloat: _FormatSpecifiable { public var _arg: CGFloat { self }; public var _specifier: String { "%lf" } }

@frozen
public struct Text: Equatable, Sendable {
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
    public init<S: StringProtocol>(_ content: S) {}
    public init(verbatim content: String) {}
    public init(_ attributedContent: AttributedString) {}
    public init(_ date: Date, style: Text.DateStyle) {}
    public init(_ dates: ClosedRange<Date>) {}
    public init(_ interval: DateInterval) {}
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {}
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {}
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {}
    public init(_ image: Image) {}

    public struct DateStyle: Sendable {
        public static let time = DateStyle()
        public static let date = DateStyle()
        public static let relative = DateStyle()
        public static let offset = DateStyle()
        public static let timer = DateStyle()
    }

    public enum TruncationMode: Sendable {
        case head, tail, middle
    }

    public enum Case: Sendable {
        case uppercase, lowercase
    }

    public struct LineStyle: Hashable, Sendable {
        public init(pattern: Pattern = .solid, color: Color? = nil) {}
        public static let single = LineStyle()
        public struct Pattern: Sendable {
            public static let solid = Pattern()
            public static let dot = Pattern()
            public static let dash = Pattern()
            public static let dashDot = Pattern()
            public static let dashDotDot = Pattern()
        }
        public static func == (lhs: LineStyle, rhs: LineStyle) -> Bool { true }
        public func hash(into hasher: inout Hasher) {}
    }

    public static func + (lhs: Text, rhs: Text) -> Text { lhs }
}

extension Text: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Text {
    public func foregroundColor(_ color: Color?) -> Text { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
    public func font(_ font: Font?) -> Text { self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    public func fontWidth(_ width: Font.Width?) -> Text { self }
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    public func bold() -> Text { self }
    public func bold(_ isActive: Bool) -> Text { self }
    public func italic() -> Text { self }
    public func italic(_ isActive: Bool) -> Text { self }
    public func monospaced(_ isActive: Bool = true) -> Text { self }
    public func monospacedDigit() -> Text { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text { self }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text { self }
    public func kerning(_ kerning: CGFloat) -> Text { self }
    public func tracking(_ tracking: CGFloat) -> Text { self }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { self }

    public struct Scale: Hashable, Sendable {
        public static let `default` = Scale()
        public static let secondary = Scale()
    }
}

public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}
