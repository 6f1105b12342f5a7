// Methods an `extension Substring` adds, on substrings from slicing and `split`; `text[...]` and `list[...]`;
// Foundation's `commonPrefix(with:)` and `replacingOccurrences(of:with:options:range:)`; the mutating
// `round(_:)`; FloatingPoint's `isEqual(to:)`, `isLess(than:)`, `nextUp`, `ulp`, `exponent`, `significand`,
// `Double.maximum` with a NaN. Expected output: swiftc 6.3.1 on this machine.
import Foundation
extension Substring {
    func trimmedLeft() -> String { String(drop(while: { $0 == " " })) }
}
let line = "  hello there"
print(line[line.startIndex...].trimmedLeft(), "a  b".split(separator: " ").map { $0.trimmedLeft() })
print(line[...].count, [1, 2, 3][...].count, type(of: line[...]))
print("flower".commonPrefix(with: "flow"), "interview".commonPrefix(with: "internet"))
let text = "one two one two"
print(text.replacingOccurrences(of: "one", with: "1", options: [], range: text.startIndex..<text.index(text.startIndex, offsetBy: 7)))
var value = 2.5
value.round(.down)
var other = 3.5
other.round()
print(value, other)
print(Double.nan.isEqual(to: .nan), 2.0.isLess(than: 3), (1.0).nextUp > 1.0, 1.0.ulp == .ulpOfOne, 8.0.exponent, 12.0.significand)
print(Double.maximum(.nan, 3.0), Double.minimum(-1, 4), max(1.5, -2.0))

// expect: hello there ["a", "b"]
// expect: 13 3 Substring
// expect: flow inter
// expect: 1 two one two
// expect: 2.0 4.0
// expect: false true true true 3 1.5
// expect: 3.0 -1.0 1.5
