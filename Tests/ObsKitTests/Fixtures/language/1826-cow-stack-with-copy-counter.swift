// Compiler test style: copy-on-write stack — mutation through inout, arrays of values and optionals only copies when a second owner exists
// known-gap: line 1: expected 's1: ["a", "b", "B"], copies: []', got 's1: ["a", "b", "B"], copies: ["s1"]'
final class StackBuffer<Element> {
    var items: [Element]
    init(items: [Element]) { self.items = items }
}

var copyLog: [String] = []

struct Stack<Element> {
    private var buffer = StackBuffer<Element>(items: [])
    let name: String
    init(name: String) { self.name = name }

    private mutating func ensureUnique() {
        if !isKnownUniquelyReferenced(&buffer) {
            copyLog.append(name)
            buffer = StackBuffer(items: buffer.items)
        }
    }
    mutating func push(_ e: Element) { ensureUnique(); buffer.items.append(e) }
    mutating func pop() -> Element? { ensureUnique(); return buffer.items.popLast() }
    var top: Element? { buffer.items.last }
    var contents: [Element] { buffer.items }
}

func pushTwice(_ s: inout Stack<String>, _ v: String) {
    s.push(v)
    s.push(v.uppercased())
}

var s1 = Stack<String>(name: "s1")
s1.push("a")
pushTwice(&s1, "b")
print("s1: \(s1.contents), copies: \(copyLog)")

var s2 = s1
_ = s2.pop()
print("s1: \(s1.contents)")
print("s2: \(s2.contents), copies: \(copyLog)")

var maybe: Stack<String>? = s1
maybe?.push("via optional")
print("maybe: \(maybe!.contents), copies: \(copyLog.count)")
maybe?.push("again")
print("maybe: \(maybe!.contents), copies: \(copyLog.count)")
print("s1 unaffected: \(s1.contents)")

var dict: [String: Stack<Int>] = ["k": Stack<Int>(name: "dict")]
dict["k"]!.push(1)
dict["k"]!.push(2)
print("dict stack: \(dict["k"]!.contents), copies: \(copyLog.count)")
let snapshot = dict["k"]!
dict["k"]?.push(3)
print("snapshot: \(snapshot.contents), dict: \(dict["k"]!.contents)")
print("copy log: \(copyLog)")

// expect: s1: ["a", "b", "B"], copies: []
// expect: s1: ["a", "b", "B"]
// expect: s2: ["a", "b"], copies: ["s1"]
// expect: maybe: ["a", "b", "B", "via optional"], copies: 2
// expect: maybe: ["a", "b", "B", "via optional", "again"], copies: 2
// expect: s1 unaffected: ["a", "b", "B"]
// expect: dict stack: [1, 2], copies: 2
// expect: snapshot: [1, 2], dict: [1, 2, 3]
// expect: copy log: ["s1", "s1", "dict"]
