/// SwiftUI's `GeometryProxy`, for the little layout ObsREPL does (ViewLayout.swift): a GeometryReader is given
/// the size it is proposed, the screen of an iPhone 16 in portrait (393 × 852 points, no safe-area insets) narrowed
/// by the frames and paddings around it (ObsREPL's choice, rules §15.9). `size`, `frame(in:)` (at the origin) and
/// `safeAreaInsets` answer; anchors and coordinate spaces are left out.
final class GeometryProxy: NativeObject, Sendable {
    convenience init(_ size: ProposedSize) {
        self.init(width: size.width, height: size.height)
    }

    let width: Double
    let height: Double

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    var typeName: String { "GeometryProxy" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "size": return Self.record(["width": .double(width), "height": .double(height)])
        case "safeAreaInsets": return Self.record(["top": .double(0), "leading": .double(0), "bottom": .double(0), "trailing": .double(0)])
        case "frame":
            return .builtin(BuiltinFunction("frame") { [width, height] _, _, _, _ in
                Self.record(["minX": .double(0), "minY": .double(0), "midX": .double(width / 2), "midY": .double(height / 2),
                             "maxX": .double(width), "maxY": .double(height), "width": .double(width), "height": .double(height)])
            })
        default: return nil
        }
    }

    /// A CGSize, CGRect or EdgeInsets: a value with named Double members, as a labelled tuple.
    static func record(_ members: KeyValuePairs<String, Value>) -> Value {
        .tuple(TupleValue(elements: members.map(\.value), labels: members.map(\.key)))
    }
}
