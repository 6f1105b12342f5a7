// Compiler test style (primary associated types): some Collection<Int> parameters and results, constrained opaque types and generic functions over them
func evens(upTo n: Int) -> some Collection<Int> {
    stride(from: 0, through: n, by: 2).map { $0 }
}
func squares(_ xs: some Sequence<Int>) -> some Sequence<Int> {
    xs.lazy.map { $0 * $0 }
}
func total(_ xs: some Sequence<Int>) -> Int { xs.reduce(0, +) }
func firstAndLast(_ c: some BidirectionalCollection<String>) -> String {
    "\(c.first ?? "-")...\(c.last ?? "-")"
}

let e = evens(upTo: 10)
print(e.count, Array(e))
print(Array(squares(e)))
print(total(squares([1, 2, 3])))
print(total(1...100))
print(firstAndLast(["alpha", "beta", "gamma"]))
print(firstAndLast(["solo"]))
print(firstAndLast([String]()))

func countMatching<C: Collection<Character>>(_ c: C, _ ch: Character) -> Int {
    c.filter { $0 == ch }.count
}
print(countMatching("mississippi", "s"), countMatching(Array("banana"), "a"))

struct Countdown: Sequence, IteratorProtocol {
    var n: Int
    mutating func next() -> Int? { if n <= 0 { return nil }; defer { n -= 1 }; return n }
}
print(total(Countdown(n: 4)), Array(squares(Countdown(n: 3))))

func pick(_ flag: Bool) -> some RandomAccessCollection<Int> {
    flag ? [1, 2, 3] : [9]
}
print(pick(true).count, pick(false).first!)

func keyed(_ d: some Collection<(key: String, value: Int)>) -> [String] {
    d.map { "\($0.key)=\($0.value)" }.sorted()
}
print(keyed(["b": 2, "a": 1]))

extension Collection<Int> {
    var doubledSum: Int { reduce(0, +) * 2 }
}
print([1, 2, 3].doubledSum, Set([5]).doubledSum, (1...4).doubledSum)

// expect: 6 [0, 2, 4, 6, 8, 10]
// expect: [0, 4, 16, 36, 64, 100]
// expect: 14
// expect: 5050
// expect: alpha...gamma
// expect: solo...solo
// expect: -...-
// expect: 4 3
// expect: 10 [9, 4, 1]
// expect: 3 9
// expect: ["a=1", "b=2"]
// expect: 12 10 20
