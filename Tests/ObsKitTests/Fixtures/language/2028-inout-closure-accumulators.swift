// Compiler test style: reduce(into:) and user functions passing inout accumulators to closures, nested inout forwarding
let words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]

let byLetter = words.reduce(into: [Character: [String]]()) { acc, w in
    acc[w.first!, default: []].append(w)
}
print(byLetter.keys.sorted().map { "\($0): \(byLetter[$0]!)" })

let lengths = words.reduce(into: (short: 0, long: 0)) { acc, w in
    if w.count > 6 { acc.long += 1 } else { acc.short += 1 }
}
print(lengths)

let running = [3, 1, 4, 1, 5].reduce(into: [Int]()) { acc, x in
    acc.append((acc.last ?? 0) + x)
}
print(running)

func visit(_ xs: [Int], into state: inout (sum: Int, max: Int), _ body: (inout (sum: Int, max: Int), Int) -> Void) {
    for x in xs { body(&state, x) }
}
var st = (sum: 0, max: Int.min)
visit([4, -2, 9, 3], into: &st) { s, x in
    s.sum += x
    if x > s.max { s.max = x }
}
print(st.sum, st.max)

func forward(_ x: inout Int, _ f: (inout Int) -> Void) {
    f(&x)
    f(&x)
}
func outer(_ x: inout Int) {
    forward(&x) { inner in
        forward(&inner) { $0 *= 2 }
    }
}
var v = 1
outer(&v)
print(v)

struct Stats { var count = 0; var values: [Int] = [] }
func record(_ s: inout Stats, _ body: (inout [Int]) -> Void) {
    body(&s.values)
    s.count = s.values.count
}
var stats = Stats()
record(&stats) { $0 += [1, 2] }
record(&stats) { $0.removeFirst(); $0.append(contentsOf: [7, 8, 9]) }
print(stats.count, stats.values)

var handlers: [(inout String) -> Void] = []
for suffix in ["a", "b", "c"] {
    handlers.append { $0 += suffix }
}
handlers.append { $0 = $0.uppercased() }
var text = ">"
handlers.forEach { $0(&text) }
print(text)

var freq = [Int](repeating: 0, count: 5)
[1, 3, 3, 4, 1, 1].forEach { freq[$0] += 1 }
print(freq)
var pair = (1, 2)
func swapPair(_ p: inout (Int, Int)) { p = (p.1, p.0) }
swapPair(&pair)
print(pair)

// expect: ["a: [\"apple\", \"avocado\", \"apricot\"]", "b: [\"banana\", \"blueberry\"]", "c: [\"cherry\"]"]
// expect: (short: 3, long: 3)
// expect: [3, 4, 8, 9, 14]
// expect: 14 9
// expect: 16
// expect: 4 [2, 7, 8, 9]
// expect: >ABC
// expect: [0, 3, 0, 2, 1]
// expect: (2, 1)
