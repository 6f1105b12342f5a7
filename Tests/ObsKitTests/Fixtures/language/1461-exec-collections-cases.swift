// Execution-test style: small collection cases: empty arrays, slicing indices, insert/remove edges, dictionary and set edge cases.
// expected output: swiftc 6.3.1 (Linux), run on this machine
var e: [Int] = []
print(e.first as Any, e.last as Any, e.min() as Any, e.popLast() as Any, e.reduce(0, +), e.isEmpty)
var a = [10, 20, 30, 40]
let s = a[1...2]
print(s, s.startIndex, s.endIndex, s.first!, Array(s).startIndex)
a.insert(5, at: 0)
a.insert(50, at: a.endIndex)
print(a, a.remove(at: 2), a)
a.replaceSubrange(1..<3, with: [1, 2, 3])
print(a)
a.removeSubrange(0..<2)
print(a, a.dropFirst(100), a.prefix(100))
print(Array(repeating: "x", count: 0), [[Int]](repeating: [], count: 2))
print([3, 1, 2].sorted().elementsEqual([1, 2, 3]), [1, 2] + [], [Int]() == [])
print([1, 2, 3].reversed().first!, [1, 2, 3].enumerated().map { $0 * $1 })
var d: [Int: String] = [:]
d[1] = "one"
d[1, default: "x"] += "!"
d[2, default: "two"] += "?"
print(d.sorted { $0.key < $1.key }, d.count)
print(d.removeValue(forKey: 9) as Any, d.index(forKey: 1) != nil)
var st: Set<Int> = []
print(st.insert(1).inserted, st.insert(1).inserted, st.remove(2) as Any, st.update(with: 1) as Any)
print(Set([1, 2]).isSubset(of: [1, 2]), Set<Int>().isSubset(of: []), Set([1]).isDisjoint(with: []))
print([1, 2, 3, 4, 5].split(separator: 3), [1, 1, 2].split(separator: 1))
print(Array(zip([1, 2, 3], ["a"])), zip([1], [2]).map(+))
print([Int](1...3) == Array(1...3), Array(stride(from: 1, to: 1, by: 1)), (1..<1).isEmpty)
print([1, 2, 3].firstIndex(of: 4) as Any, ["b", "a"].sorted().first!, [0.5, -1].max()!)

// expect: nil nil nil nil 0 true
// expect: [20, 30] 1 3 20 0
// expect: [5, 10, 20, 30, 40, 50] 20 [5, 10, 30, 40, 50]
// expect: [5, 1, 2, 3, 40, 50]
// expect: [2, 3, 40, 50] [] [2, 3, 40, 50]
// expect: [] [[], []]
// expect: true [1, 2] true
// expect: 3 [0, 2, 6]
// expect: [(key: 1, value: "one!"), (key: 2, value: "two?")] 2
// expect: nil true
// expect: true false nil Optional(1)
// expect: true true true
// expect: [ArraySlice([1, 2]), ArraySlice([4, 5])] [ArraySlice([2])]
// expect: [(1, "a")] [3]
// expect: true [] true
// expect: nil a 0.5
