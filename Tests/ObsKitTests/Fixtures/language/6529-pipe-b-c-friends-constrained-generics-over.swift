// Functional Swift style (generic function types): pipe<A, B, C> and friends with constrained generics over Numeric, Comparable and Sequence
func pipe<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {
    { g(f($0)) }
}
func pipe<A, B, C, D>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C, _ h: @escaping (C) -> D) -> (A) -> D {
    pipe(pipe(f, g), h)
}

func sum<S: Sequence>(_ xs: S) -> S.Element where S.Element: Numeric {
    xs.reduce(0, +)
}
func scale<N: Numeric>(by k: N) -> (N) -> N { { $0 * k } }
func clamped<T: Comparable>(_ range: ClosedRange<T>) -> (T) -> T {
    { min(max($0, range.lowerBound), range.upperBound) }
}
func mapAll<S: Sequence, B>(_ f: @escaping (S.Element) -> B) -> (S) -> [B] {
    { $0.map(f) }
}
func sortedBy<T, K: Comparable>(_ key: @escaping (T) -> K) -> ([T]) -> [T] {
    { $0.sorted { key($0) < key($1) } }
}
func describeAll<T: CustomStringConvertible>(_ xs: [T]) -> String {
    xs.map(\.description).joined(separator: "|")
}

let doubleThenClamp = pipe(scale(by: 2), clamped(0...10))
print([-3, 2, 4, 7].map(doubleThenClamp))

let totalOfScaled = pipe(mapAll(scale(by: 3)) as ([Int]) -> [Int], sum)
print(totalOfScaled([1, 2, 3]))

let averageWord = pipe({ (s: String) in s.split(separator: " ") }, mapAll { $0.count }, { (ns: [Int]) in Double(sum(ns)) / Double(ns.count) })
print(averageWord("functional swift is fun"))

let shortestFirst: ([String]) -> [String] = sortedBy { $0.count }
print(pipe(shortestFirst, describeAll)(["kiwi", "fig", "banana"]))

let halve = scale(by: 0.5)
print(pipe(halve, clamped(1.0...3.0))(9.0), sum([0.5, 0.25]))
let letters = pipe(clamped("b"..."y"), { $0.uppercased() })
print(["a", "m", "z"].map(letters))
let loud = pipe({ (n: Int) in n * n }, String.init, { $0 + "!" })
print((1...4).map(loud))

// expect: [0, 4, 8, 10]
// expect: 18
// expect: 5.0
// expect: fig|kiwi|banana
// expect: 3.0 0.75
// expect: ["B", "M", "Y"]
// expect: ["1!", "4!", "9!", "16!"]
