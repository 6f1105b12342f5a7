/// What a declared type does to a stored value in a dynamically typed interpreter: `Double` makes integer
/// literals doubles (`let w: Double = 4` prints `4.0`), as Swift's literal typing would.
public enum Coercion: Sendable {
    case none
    case toDouble
    case toDoubleArray

    public init(typeName: String?) {
        guard var name = typeName?.replacingOccurrences(of: " ", with: "") else { self = .none; return }
        if name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        switch name {
        case "Double", "Float", "CGFloat", "TimeInterval", "Float64", "Float32": self = .toDouble
        case "[Double]", "[Float]", "[CGFloat]", "Array<Double>": self = .toDoubleArray
        default: self = .none
        }
    }
}
