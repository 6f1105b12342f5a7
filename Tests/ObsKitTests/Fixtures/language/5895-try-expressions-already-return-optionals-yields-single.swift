// Swift Evolution style (SE-0230 flattening nested optionals from try?): `try?` on expressions that already return optionals yields a single level of Optional, in if-let, guard, map and optional chains
struct ParseFailure: Error {}

func lookup(_ key: String) throws -> Int? {
    if key.isEmpty { throw ParseFailure() }
    return ["one": 1, "two": 2][key]
}

let found = try? lookup("one")
let missing = try? lookup("three")
let failed = try? lookup("")
print(found as Any, missing as Any, failed as Any)
print(type(of: found))

for key in ["two", "nine", ""] {
    if let value = try? lookup(key) {
        print(key, "->", value)
    } else {
        print(key.isEmpty ? "(empty)" : key, "-> nothing")
    }
}

func firstDouble(_ text: String) throws -> Double? {
    guard !text.isEmpty else { throw ParseFailure() }
    return Double(text)
}
func parseAll(_ inputs: [String]) -> [Double] {
    inputs.compactMap { try? firstDouble($0) }
}
print(parseAll(["1.5", "x", "", "2"]))

final class Node {
    var child: Node?
    let value: Int
    init(_ v: Int, child: Node? = nil) { value = v; self.child = child }
    func checkedChild() throws -> Node? {
        if value < 0 { throw ParseFailure() }
        return child
    }
}
let root = Node(1, child: Node(2))
let grand = try? root.checkedChild()?.checkedChild()
print(grand as Any, type(of: grand))
let childValue = try? root.checkedChild()?.value
print(childValue as Any)
print((try? Node(-1).checkedChild()) as Any)

func deep() throws -> Int?? { .some(nil) }
let d = try? deep()
print(d as Any, type(of: d))

func guarded(_ key: String) -> String {
    guard let v = try? lookup(key) else { return "no \(key)" }
    return "have \(v)"
}
print(guarded("one"), guarded("zzz"), guarded(""))

let mapped = (try? lookup("two")).map { $0 * 100 }
print(mapped ?? -1)
let viaAs = try? (lookup("one") as Int?)
print(viaAs ?? 0)

// expect: Optional(1) nil nil
// expect: Optional<Int>
// expect: two -> 2
// expect: nine -> nothing
// expect: (empty) -> nothing
// expect: [1.5, 2.0]
// expect: nil Optional<Node>
// expect: Optional(2)
// expect: nil
// expect: Optional(nil) Optional<Optional<Int>>
// expect: have 1 no zzz no 
// expect: 200
// expect: 1
