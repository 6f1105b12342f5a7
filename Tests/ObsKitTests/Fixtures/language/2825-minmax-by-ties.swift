// Compiler test style: min(by:)/max(by:) tie-breaking and other predicate-based searches
struct Item { let name: String; let score: Int }
let items = [Item(name: "a", score: 3), Item(name: "b", score: 7), Item(name: "c", score: 7),
             Item(name: "d", score: 1), Item(name: "e", score: 1)]
print(items.max { $0.score < $1.score }!.name)
print(items.min { $0.score < $1.score }!.name)
print([2, 9, 9, 1].firstIndex { $0 == 9 }!, [2, 9, 9, 1].lastIndex { $0 == 9 }!)
print(items.first { $0.score > 5 }!.name, items.last { $0.score > 5 }!.name)
print(items.prefix { $0.score > 2 }.map(\.name), items.drop { $0.score > 2 }.map(\.name))
print(items.contains { $0.name == "e" }, [Int]().allSatisfy { $0 > 100 })
let parts = "a1b22c333d".split(maxSplits: 2, whereSeparator: { $0.isNumber })
print(parts)
let kept = "a--b-c".split(separator: "-", omittingEmptySubsequences: false)
print(kept.map { "<\($0)>" }.joined())
let scores = ["x": 4, "y": 9, "z": 2]
let best = scores.max { $0.value < $1.value }!
print(best.key, best.value)
print([1, 2, 3, 4, 5, 6].partitioned { $0 % 3 == 0 })
extension Array {
    func partitioned(_ p: (Element) -> Bool) -> ([Element], [Element]) {
        reduce(into: ([], [])) { acc, e in p(e) ? acc.0.append(e) : acc.1.append(e) }
    }
}
// expect: b
// expect: d
// expect: 1 2
// expect: b c
// expect: ["a", "b", "c"] ["d", "e"]
// expect: true true
// expect: ["a", "b", "2c333d"]
// expect: <a><><b><c>
// expect: y 9
// expect: ([3, 6], [1, 2, 4, 5])
