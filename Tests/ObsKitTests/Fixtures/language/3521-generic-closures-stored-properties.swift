// Compiler test style: generic closures stored in properties, generic function values and specialization
// known-gap: needs the compiler check (closure types); unchecked: line 2: expected "Transformer<Int, Int>", got "Transformer"
struct Transformer<In, Out> {
    let f: (In) -> Out
    func apply(_ x: In) -> Out { f(x) }
    func then<Next>(_ g: @escaping (Out) -> Next) -> Transformer<In, Next> {
        Transformer<In, Next> { g(self.f($0)) }
    }
}
let toString = Transformer<Int, String> { "<\($0)>" }
let len = toString.then { $0.count }
print(toString.apply(42), len.apply(12345))
print(type(of: len))

class Cache<K: Hashable, V> {
    private var store: [K: V] = [:]
    var compute: (K) -> V
    var hits = 0
    init(_ compute: @escaping (K) -> V) { self.compute = compute }
    func get(_ k: K) -> V {
        if let v = store[k] { hits += 1; return v }
        let v = compute(k); store[k] = v; return v
    }
}
var calls = 0
let sq = Cache<Int, Int> { calls += 1; return $0 * $0 }
print([3, 4, 3, 3, 5].map(sq.get), calls, sq.hits)
sq.compute = { _ in -1 }
print(sq.get(9), sq.get(3))

func identity<T>(_ x: T) -> T { x }
let idInt: (Int) -> Int = identity
let idStr: (String) -> String = identity
print(idInt(7), idStr("seven"))

func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
let h = compose({ (x: Int) in Double(x) / 2 }, { "\($0)!" })
print(h(5))
let pipeline: [(Int) -> Int] = [{ $0 + 1 }, { $0 * 10 }, identity]
print(pipeline.reduce(3) { acc, f in f(acc) })

struct Validator<T> {
    var rules: [(name: String, check: (T) -> Bool)] = []
    mutating func add(_ name: String, _ c: @escaping (T) -> Bool) { rules.append((name, c)) }
    func failures(_ x: T) -> [String] { rules.filter { !$0.check(x) }.map(\.name) }
}
var v = Validator<String>()
v.add("nonempty") { !$0.isEmpty }
v.add("short") { $0.count < 4 }
print(v.failures(""), v.failures("hello"), v.failures("ok"))
// expect: <42> 7
// expect: Transformer<Int, Int>
// expect: [9, 16, 9, 9, 25] 3 2
// expect: -1 9
// expect: 7 seven
// expect: 2.5!
// expect: 40
// expect: ["nonempty"] ["short"] []
