// Ranges compare by their bounds (also inside a synthesized Equatable enum payload); a constrained
// extension's requirement that is a composition (`where Key: P & Comparable`) holds when each part does;
// an optional in `Any` cast to a protocol that Optional conforms to (conditionally) stays the optional.
// Expected output: swiftc 6.3.1 (Linux), run on this machine.
enum Limit: Equatable { case within(ClosedRange<Int>), below(Range<Int>) }
let r: ClosedRange<Int> = 1...3
print(r == 1...3, r == 1...4, (0..<2) == (0..<2), Limit.within(1...3) == .within(r), Limit.below(0..<1) == .below(0..<2))

protocol Label { var label: String { get } }
extension Int: Label { var label: String { "#\(self)" } }
extension String: Label { var label: String { "'\(self)'" } }
extension Dictionary where Key: Label & Comparable, Value: Label {
    var labels: [String] { keys.sorted().map { "\($0.label)=\(self[$0]!.label)" } }
}
print(["b": 2, "a": 1].labels, [3: "x"].labels)
extension Optional: Label where Wrapped: Label {
    var label: String { map { "some \($0.label)" } ?? "none" }
}
let boxed: [Any] = [Optional(5) as Any, Optional("s") as Any, Optional(2.5) as Any, 7]
for item in boxed {
    if let l = item as? any Label { print("label:", l.label) } else { print("no label:", item) }
}

// expect: true false true true false
// expect: ["\'a\'=#1", "\'b\'=#2"] ["#3=\'x\'"]
// expect: label: some #5
// expect: label: some 's'
// expect: no label: Optional(2.5)
// expect: label: #7
