// Functional Swift style (QuickCheck): an Arbitrary protocol with a seeded generator, a check function that searches for counterexamples, and shrinking
struct Rng {
    var state: UInt32
    mutating func next(_ bound: Int) -> Int {
        state = state &* 1103515245 &+ 12345
        return Int((state >> 16) & 0x7fff) % bound
    }
}

protocol Arbitrary {
    static func arbitrary(_ rng: inout Rng) -> Self
    var shrunk: [Self] { get }
}

extension Int: Arbitrary {
    static func arbitrary(_ rng: inout Rng) -> Int { rng.next(201) - 100 }
    var shrunk: [Int] { self == 0 ? [] : [0, self / 2, self - self.signum()].filter { $0 != self } }
}

extension Array: Arbitrary where Element: Arbitrary {
    static func arbitrary(_ rng: inout Rng) -> [Element] {
        (0..<rng.next(8)).map { _ in Element.arbitrary(&rng) }
    }
    var shrunk: [[Element]] {
        indices.map { i in var c = self; c.remove(at: i); return c }
    }
}

func shrinkLoop<A: Arbitrary>(_ value: A, _ prop: (A) -> Bool) -> A {
    var current = value
    while let smaller = current.shrunk.first(where: { !prop($0) }) { current = smaller }
    return current
}

func check<A: Arbitrary>(_ name: String, seed: UInt32 = 1, tries: Int = 100, _ prop: (A) -> Bool) {
    var rng = Rng(state: seed)
    for i in 0..<tries {
        let value = A.arbitrary(&rng)
        if !prop(value) {
            print("\(name): failed after \(i + 1) tries, minimal counterexample \(shrinkLoop(value, prop))")
            return
        }
    }
    print("\(name): passed \(tries) tests")
}

check("reverse twice") { (xs: [Int]) in xs.reversed().reversed() == xs }
check("sort idempotent") { (xs: [Int]) in xs.sorted().sorted() == xs.sorted() }
check("abs non-negative") { (x: Int) in abs(x) >= 0 }
check("below fifty") { (x: Int) in x < 50 }
check("sum stays small") { (xs: [Int]) in xs.reduce(0, +) < 150 }
check("no duplicates") { (xs: [Int]) in Set(xs).count == xs.count }
check("sorted equals original", seed: 9) { (xs: [Int]) in xs.sorted() == xs }

// expect: reverse twice: passed 100 tests
// expect: sort idempotent: passed 100 tests
// expect: abs non-negative: passed 100 tests
// expect: below fifty: failed after 1 tries, minimal counterexample 50
// expect: sum stays small: failed after 5 tries, minimal counterexample [64, 93]
// expect: no duplicates: failed after 35 tries, minimal counterexample [-14, -14]
// expect: sorted equals original: failed after 2 tries, minimal counterexample [-36, -96]
