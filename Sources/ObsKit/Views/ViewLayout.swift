/// ObsREPL's layout, as far as it goes (rules §15.9): no view has a measured size, but the size each view is
/// *proposed* flows down from the screen (an iPhone 16 in portrait, 393 × 852 points, no insets) through the
/// frames and paddings around it, as SwiftUI's layout proposes it: a fixed `.frame(width:height:)` proposes
/// its dimensions, a flexible one (`minWidth:`...`maxHeight:`) clamps what it was proposed, `.padding`
/// subtracts its insets. A `GeometryReader` takes the size it is proposed; a background or overlay is proposed
/// the size of the view it decorates where frames fix it (else what that view was proposed). Stacks, lists and
/// other containers pass on what they were proposed whole (no spacing, no sharing among siblings); text has no
/// size. Left out: alignment guides, safe areas, `fixedSize`, and everything that needs a measured size.
struct ProposedSize: Equatable {
    var width: Double
    var height: Double

    static let screen = ProposedSize(width: 393, height: 852)
    /// The environment entry under which a view's content learns what it is proposed.
    static let environmentKey = "__proposedSize"

    var value: Value { .tuple(TupleValue(elements: [.double(width), .double(height)], labels: ["width", "height"])) }

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    init?(_ value: Value?) {
        guard case .tuple(let tuple)? = value, tuple.elements.count == 2,
              case .double(let width) = tuple.elements[0], case .double(let height) = tuple.elements[1] else { return nil }
        self.init(width: width, height: height)
    }
}

/// What `.frame` or `.padding` does to the size proposed to its content.
enum ViewLayout {
    /// `.frame(width:height:)` (fixed dimensions) or `.frame(minWidth:maxWidth:minHeight:maxHeight:)`.
    case frame(width: Double?, height: Double?, minWidth: Double?, maxWidth: Double?, minHeight: Double?, maxHeight: Double?)
    /// `.padding(...)`: the insets, top, leading, bottom, trailing.
    case padding(top: Double, leading: Double, bottom: Double, trailing: Double)
    /// `.containerRelativeFrame(axes, count:span:spacing:)`: `span` of `count` equal parts of its container (here:
    /// what it is proposed) along the axes, `spacing` between the parts.
    case containerRelative(horizontal: Bool, vertical: Bool, count: Int, span: Int, spacing: Double)

    /// The size the content is proposed, given what the modified view is proposed.
    func inner(_ outer: ProposedSize) -> ProposedSize {
        switch self {
        case .frame(let width, let height, let minWidth, let maxWidth, let minHeight, let maxHeight):
            return ProposedSize(width: width ?? Self.clamp(outer.width, minWidth, maxWidth),
                                height: height ?? Self.clamp(outer.height, minHeight, maxHeight))
        case .padding(let top, let leading, let bottom, let trailing):
            return ProposedSize(width: max(0, outer.width - leading - trailing), height: max(0, outer.height - top - bottom))
        case .containerRelative(let horizontal, let vertical, let count, let span, let spacing):
            func part(_ length: Double) -> Double {
                let each = (length - spacing * Double(count - 1)) / Double(max(count, 1))
                return max(0, each * Double(span) + spacing * Double(span - 1))
            }
            return ProposedSize(width: horizontal ? part(outer.width) : outer.width, height: vertical ? part(outer.height) : outer.height)
        }
    }

    /// The modified view's size, given what it is proposed and its content's size (nil where unknown).
    func outer(_ proposed: ProposedSize, content: (width: Double?, height: Double?)) -> (width: Double?, height: Double?) {
        switch self {
        case .frame(let width, let height, let minWidth, let maxWidth, let minHeight, let maxHeight):
            // A flexible frame with a maximum takes what it is proposed, within its bounds.
            func side(_ fixed: Double?, _ lower: Double?, _ upper: Double?, _ proposed: Double, _ content: Double?) -> Double? {
                if let fixed { return fixed }
                if upper != nil { return Self.clamp(proposed, lower, upper) }
                return content.map { Self.clamp($0, lower, nil) }
            }
            return (side(width, minWidth, maxWidth, proposed.width, content.width),
                    side(height, minHeight, maxHeight, proposed.height, content.height))
        case .padding(let top, let leading, let bottom, let trailing):
            return (content.width.map { $0 + leading + trailing }, content.height.map { $0 + top + bottom })
        case .containerRelative(let horizontal, let vertical, _, _, _):
            let own = inner(proposed)
            return (horizontal ? own.width : content.width, vertical ? own.height : content.height)
        }
    }

    private static func clamp(_ value: Double, _ lower: Double?, _ upper: Double?) -> Double {
        min(max(value, lower ?? -.infinity), upper ?? .infinity)
    }
}
