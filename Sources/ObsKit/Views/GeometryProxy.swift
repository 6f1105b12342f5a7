/// SwiftUI's `GeometryProxy`, for a layout ObsREPL doesn't do: every GeometryReader is given the whole screen
/// of an iPhone 16 in portrait, 393 × 852 points, with no safe-area insets (ObsREPL's choice, rules §15.9).
/// `size`, `frame(in:)` and `safeAreaInsets` answer; anchors and coordinate spaces are left out.
final class GeometryProxy: NativeObject, Sendable {
    static let screen = GeometryProxy(width: 393, height: 852)

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
