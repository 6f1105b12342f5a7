// Compiler test style: withoutActuallyEscaping and inout captured by nested non-escaping functions
func allMatch(_ xs: [Int], _ pred: (Int) -> Bool) -> Bool {
    withoutActuallyEscaping(pred) { escapable in
        xs.lazy.filter { !escapable($0) }.isEmpty
    }
}
print(allMatch([2, 4, 6]) { $0 % 2 == 0 }, allMatch([2, 3]) { $0 % 2 == 0 })

func accumulate(_ total: inout Int, _ values: [Int]) {
    func add(_ v: Int) { total += v }
    values.forEach(add)
    [100].forEach { v in add(v); add(v) }
}
var t = 0
accumulate(&t, [1, 2, 3])
print(t)

func normalize(_ words: inout [String]) -> Int {
    var changed = 0
    words = words.map { w in
        let lower = w.lowercased()
        if lower != w { changed += 1 }
        return lower
    }
    return changed
}
var ws = ["Apple", "pear", "KIWI"]
print(normalize(&ws), ws)

func withTemporaryCounter<R>(_ body: (() -> Int) -> R) -> R {
    var n = 0
    return body { n += 1; return n }
}
let collected = withTemporaryCounter { next in [next(), next(), next()] }
print(collected)
// expect: true false
// expect: 206
// expect: 2 ["apple", "pear", "kiwi"]
// expect: [1, 2, 3]
