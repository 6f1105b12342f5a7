// Execution-test style: optional chaining, `??` chains, `map`/`flatMap` on optionals, `Optional<Optional<T>>` flattening by `try?` and `as?`, one result per line.
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class Node {
    var value: Int
    var next: Node?
    init(_ v: Int, _ n: Node? = nil) { value = v; next = n }
    func find(_ v: Int) -> Node? { value == v ? self : next?.find(v) }
}
let list = Node(1, Node(2, Node(3)))
print(list.next?.next?.value as Any)
print(list.next?.next?.next?.value as Any)
print(list.find(2)?.next?.value ?? -1, list.find(9)?.value ?? -1)
list.next?.value = 20
list.find(42)?.value = 99
print(list.next!.value)
let a: Int? = nil, b: Int? = nil, c: Int? = 3
print(a ?? b ?? c ?? 0)
print(c.map { $0 * 2 } as Any, a.map { $0 * 2 } as Any)
print(Optional("12").flatMap { Int($0) } as Any, Optional("x").flatMap { Int($0) } as Any)
print(Optional("12").map { Int($0) } as Any)
func maybe(_ x: Int) throws -> Int? { x > 0 ? x : nil }
print((try? maybe(5)) as Any, (try? maybe(-5)) as Any)
let nested: Any = Optional(Optional(7)) as Any
print(nested as? Int as Any)
var dict: [String: Int?] = ["a": 1, "b": nil]
print(dict["a"] as Any, dict["b"] as Any, dict["c"] as Any)
print(dict.count, dict.keys.sorted())
let s: String? = "hi"
if let s, s.count > 1 { print("long", s) }
print(s?.uppercased().count as Any, s == "hi", s != nil)

// expect: Optional(3)
// expect: nil
// expect: 3 -1
// expect: 20
// expect: 3
// expect: Optional(6) nil
// expect: Optional(12) nil
// expect: Optional(Optional(12))
// expect: Optional(5) nil
// expect: Optional(7)
// expect: Optional(Optional(1)) Optional(nil) nil
// expect: 2 ["a", "b"]
// expect: long hi
// expect: Optional(2) true true
