// Compiler test style: generic subscripts and generic methods on generic types
struct Bag {
    private var storage: [String: Any] = [:]
    subscript<T>(key: String) -> T? {
        get { storage[key] as? T }
        set { storage[key] = newValue }
    }
    subscript<T>(key: String, default d: T) -> T {
        (storage[key] as? T) ?? d
    }
}

var bag = Bag()
bag["count"] = 3
bag["name"] = "widget"
let count: Int? = bag["count"]
let wrong: String? = bag["count"]
let name: String? = bag["name"]
print(count as Any, wrong as Any, name as Any)
print(bag["missing", default: 42], bag["name", default: "?"])

struct Pair<A, B> {
    var first: A
    var second: B
    func mapFirst<C>(_ f: (A) -> C) -> Pair<C, B> { Pair<C, B>(first: f(first), second: second) }
    func swapped() -> Pair<B, A> { Pair<B, A>(first: second, second: first) }
    func combine<R>(with f: (A, B) -> R) -> R { f(first, second) }
}

let p = Pair(first: 21, second: "half")
let q = p.mapFirst { $0 * 2 }
print(q.first, q.second)
let r = q.swapped()
print(r.first, r.second, type(of: r))
print(p.combine { "\($1)=\($0)" })

extension Array {
    subscript<I: BinaryInteger>(wrapping i: I) -> Element {
        let n = I(count)
        let k = ((i % n) + n) % n
        return self[Int(k)]
    }
    subscript<S: Sequence>(all idx: S) -> [Element] where S.Element == Int {
        idx.map { self[$0] }
    }
}

let letters = ["a", "b", "c", "d"]
print(letters[wrapping: 5], letters[wrapping: -1], letters[wrapping: Int8(10)])
print(letters[all: [3, 0, 2]], letters[all: 1...2])

// expect: Optional(3) nil Optional("widget")
// expect: 42 widget
// expect: 42 half
// expect: half 42 Pair<String, Int>
// expect: half=21
// expect: b d c
// expect: ["d", "a", "c"] ["b", "c"]
