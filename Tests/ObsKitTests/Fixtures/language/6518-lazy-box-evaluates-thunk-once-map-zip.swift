// Functional Swift style (laziness): a Lazy<A> box that evaluates its thunk once, with map and zip building deferred computations
final class Lazy<A> {
    private var thunk: (() -> A)?
    private var cached: A?
    let label: String

    init(_ label: String, _ thunk: @escaping () -> A) {
        self.label = label
        self.thunk = thunk
    }

    var value: A {
        if let v = cached { return v }
        print("  forcing \(label)")
        let v = thunk!()
        cached = v
        thunk = nil
        return v
    }

    func map<B>(_ label: String, _ f: @escaping (A) -> B) -> Lazy<B> {
        Lazy<B>(label) { f(self.value) }
    }
}

func zip<A, B>(_ a: Lazy<A>, _ b: Lazy<B>) -> Lazy<(A, B)> {
    Lazy<(A, B)>("zip(\(a.label),\(b.label))") { (a.value, b.value) }
}

let expensive = Lazy("sum") { (1...100).reduce(0, +) }
let doubled = expensive.map("doubled") { $0 * 2 }
let text = doubled.map("text") { "total is \($0)" }
print("built, nothing forced yet")
print(text.value)
print(text.value)
print(expensive.value)

let a = Lazy("a") { 6 }
let b = Lazy("b") { 7 }
let product = zip(a, b).map("product") { $0 * $1 }
print("before product")
print(product.value)
print(a.value + b.value)

let never = Lazy<Int>("never") { 1 / 1 }
let choose: (Bool, Lazy<Int>, Lazy<Int>) -> Int = { cond, x, y in cond ? x.value : y.value }
print(choose(true, a, never))

// expect: built, nothing forced yet
// expect:   forcing text
// expect:   forcing doubled
// expect:   forcing sum
// expect: total is 10100
// expect: total is 10100
// expect: 5050
// expect: before product
// expect:   forcing product
// expect:   forcing zip(a,b)
// expect:   forcing a
// expect:   forcing b
// expect: 42
// expect: 13
// expect: 6
