// Time-driven and drawn views: TimelineView with its schedules (periodic, everyMinute, animation,
// explicit) and Canvas with a GraphicsContext that fills, strokes and draws text and images.
// Leaves out Canvas symbols and GraphicsContext filters and layers.
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Self.Entries.Element == Date
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Self.Entries
}

public enum TimelineScheduleMode: Sendable { case normal, lowFrequency }

public struct PeriodicTimelineSchedule: TimelineSchedule {
    public init(from startDate: Date, by interval: TimeInterval) {}
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [] }
}

public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    public init() {}
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [] }
}

public struct AnimationTimelineSchedule: TimelineSchedule {
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [] }
}

public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    public init(_ dates: Entries) { self.dates = dates }
    let dates: Entries
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

public struct TimelineViewDefaultContext {
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
    public let date: Date
    public let cadence: Cadence
}

public struct TimelineView<Schedule: TimelineSchedule, Content> {
    public typealias Context = TimelineViewDefaultContext
}

extension TimelineView: View where Content: View {
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct GraphicsContext {
    public var opacity: Double
    public var blendMode: BlendMode
    public struct Shading: Sendable {
        public static var foreground: Shading { Shading() }
        public static func color(_ color: Color) -> Shading { Shading() }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading() }
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Shading { Shading() }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat) -> Shading {
            Shading()
        }
    }
    public struct ResolvedText {
        public func measure(in size: CGSize) -> CGSize { .zero }
    }
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {}
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {}
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {}
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
    public func draw(_ text: Text, in rect: CGRect) {}
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {}
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText() }
    public mutating func translateBy(x: CGFloat, y: CGFloat) {}
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {}
    public mutating func rotate(by angle: Angle) {}
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {}
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }
}

public struct Canvas<Symbols: View>: View {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}
