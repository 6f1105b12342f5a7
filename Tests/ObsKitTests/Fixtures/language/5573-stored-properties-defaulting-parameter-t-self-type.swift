// Compiler test style (generics): stored properties defaulting from the parameter, T.self and type(of:) of generic instances
struct Box<T> {
    var value: T
    var spare: T? = nil
    var history: [T] = []
    mutating func replace(_ new: T) {
        history.append(value)
        spare = value
        value = new
    }
}

var b = Box(value: 1)
print(b.spare as Any, b.history)
b.replace(2)
b.replace(3)
print(b.value, b.spare as Any, b.history)
print(type(of: b))
print(Box<String>.self, Box<[Int]>.self, Box<Int?>.self)
let s = Box(value: "hi", spare: "there")
print(s.spare ?? "none", type(of: s))

func describe<T>(_ x: T) -> String { return "\(T.self) holding \(x)" }
print(describe(5))
print(describe([1, 2]))
print(describe(Box(value: 2.5)))
print(describe(Optional<Int>.none as Int?))

struct Pair<A, B> {
    var first: A
    var second: B
    var swapped: Pair<B, A> { return Pair<B, A>(first: second, second: first) }
}
let p = Pair(first: 1, second: "one")
print(type(of: p), type(of: p.swapped))
print(p.swapped.first, p.swapped.second)

class Holder<T> {
    var items: [T] = []
    var last: T? { return items.last }
    func add(_ x: T) -> Self { items.append(x); return self }
}
let h = Holder<Character>().add("a").add("b")
print(h.items, h.last as Any, type(of: h))
print(String(describing: Holder<Int>.self))
print(Dictionary<String, Box<Int>>.self)
print(type(of: [Box(value: 1)]), type(of: (1, Box(value: true))))

// expect: nil []
// expect: 3 Optional(2) [1, 2]
// expect: Box<Int>
// expect: Box<String> Box<Array<Int>> Box<Optional<Int>>
// expect: there Box<String>
// expect: Int holding 5
// expect: Array<Int> holding [1, 2]
// expect: Box<Double> holding Box<Double>(value: 2.5, spare: nil, history: [])
// expect: Optional<Int> holding nil
// expect: Pair<Int, String> Pair<String, Int>
// expect: one 1
// expect: ["a", "b"] Optional("b") Holder<Character>
// expect: Holder<Int>
// expect: Dictionary<String, Box<Int>>
// expect: Array<Box<Int>> (Int, Box<Bool>)
