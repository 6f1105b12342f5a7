// Nested functions and local types: captures, mutual recursion, local structs/enums/classes, generic local functions
func analyze(_ text: String) -> [String] {
    var report: [String] = []
    var vowels = 0
    func note(_ s: String) { report.append(s) }
    func isVowel(_ c: Character) -> Bool { "aeiou".contains(c) }
    enum Kind: String { case vowel, consonant, other }
    struct Tally { var counts: [Kind: Int] = [:]; mutating func add(_ k: Kind) { counts[k, default: 0] += 1 } }
    var tally = Tally()
    for ch in text.lowercased() {
        let k: Kind = isVowel(ch) ? .vowel : (ch.isLetter ? .consonant : .other)
        if k == .vowel { vowels += 1 }
        tally.add(k)
    }
    for k in [Kind.vowel, .consonant, .other] { note("\(k.rawValue)=\(tally.counts[k] ?? 0)") }
    note("vowels captured: \(vowels)")
    return report
}
print(analyze("Hello, World"))

func parity(_ n: Int) -> String {
    func isEven(_ k: Int) -> Bool { k == 0 ? true : isOdd(k - 1) }
    func isOdd(_ k: Int) -> Bool { k == 0 ? false : isEven(k - 1) }
    return isEven(n) ? "even" : "odd"
}
print((0...5).map(parity))

func makeAccumulators() -> (add: (Int) -> Void, total: () -> Int, history: () -> [Int]) {
    var items: [Int] = []
    func add(_ x: Int) { items.append(x) }
    func total() -> Int { items.reduce(0, +) }
    return (add, total, { items })
}
let acc = makeAccumulators()
acc.add(3); acc.add(4)
print(acc.total(), acc.history())

func pairs<T>(_ xs: [T]) -> [String] {
    func show<U>(_ u: U) -> String { "<\(u)>" }
    func combine(_ a: T, _ b: T) -> String { show(a) + show(b) }
    var out: [String] = []
    for i in xs.indices { for j in xs.indices where j > i { out.append(combine(xs[i], xs[j])) } }
    return out
}
print(pairs([1, 2, 3]), pairs(["x"]))

func counterFactory() -> () -> Int {
    final class Box { var n = 0 }
    let box = Box()
    func step() -> Int { box.n += 1; return box.n }
    return step
}
let f1 = counterFactory(), f2 = counterFactory()
print(f1(), f1(), f2(), f1())

func depthFirst(_ tree: [Int: [Int]], from root: Int) -> [Int] {
    var visited: [Int] = []
    func visit(_ n: Int) {
        visited.append(n)
        for child in tree[n, default: []].sorted() { visit(child) }
    }
    visit(root)
    return visited
}
print(depthFirst([1: [3, 2], 2: [4], 3: [5, 6]], from: 1))
func outer() -> String {
    let prefix = "L"
    func level1() -> String {
        func level2() -> String { prefix + "2" }
        return prefix + "1" + level2()
    }
    return level1()
}
print(outer())

// expect: ["vowel=3", "consonant=7", "other=2", "vowels captured: 3"]
// expect: ["even", "odd", "even", "odd", "even", "odd"]
// expect: 7 [3, 4]
// expect: ["<1><2>", "<1><3>", "<2><3>"] []
// expect: 1 2 1 3
// expect: [1, 2, 4, 3, 5, 6]
// expect: L1L2
