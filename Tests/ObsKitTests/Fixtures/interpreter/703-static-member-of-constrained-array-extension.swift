// A static method a constrained extension adds to Array, called on a spelled array type (`[Int].combine`):
// inside it `Element` is the element type written, also when that is itself an array.
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
protocol Combinable { static func combine(_ parts: [Self]) -> Self }
extension Int: Combinable { static func combine(_ parts: [Int]) -> Int { parts.reduce(1, *) } }
extension String: Combinable { static func combine(_ parts: [String]) -> String { parts.joined(separator: "+") } }
extension Array: Combinable where Element: Combinable {
    static func combine(_ parts: [[Element]]) -> [Element] { parts.map { Element.combine($0) } }
    static func describeElement() -> String { "elements are \(Element.self)" }
}
print([Int].combine([[2, 3], [4, 5]]), [String].combine([["a", "b"], ["c"]]))
print([[Int]].combine([[[1, 2]], [[3], [4]]]))
print([String].describeElement(), [[Int]].describeElement())

// expect: [6, 20] ["a+b", "c"]
// expect: [[2], [3, 4]]
// expect: elements are String elements are Array<Int>
