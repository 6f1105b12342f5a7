// Compiler test style: contextual where clauses on individual methods inside generic types and protocol extensions
struct Wrapper<T> {
    var value: T
    func doubled() -> T where T: Numeric { value * 2 }
    func same(as other: T) -> Bool where T: Equatable { value == other }
    func keys<K, V>() -> [K] where T == [K: V], K: Comparable { value.keys.sorted() }
    func mapped<U>(_ f: (T) -> U) -> Wrapper<U> { Wrapper<U>(value: f(value)) }
}

extension Sequence {
    func sumOf<N: Numeric>(_ f: (Element) -> N) -> N { reduce(0) { $0 + f($1) } }
    func uniqueSorted() -> [Element] where Element: Hashable & Comparable {
        Array(Set(self)).sorted()
    }
    func groupedCounts() -> [(Element, Int)] where Element: Comparable {
        var out: [(Element, Int)] = []
        for x in sorted() {
            if let last = out.last, last.0 == x { out[out.count - 1].1 += 1 } else { out.append((x, 1)) }
        }
        return out
    }
}

let w = Wrapper(value: 21)
print(w.doubled(), w.same(as: 21), w.same(as: 3))
let wd = Wrapper(value: ["b": 1, "a": 2, "c": 3])
print(wd.keys())
let ws = w.mapped { "n=\($0)" }
print(ws.value, ws.same(as: "n=21"))
print(type(of: ws))
print(["aa", "b", "cccc"].sumOf { $0.count })
print([1.5, 2.5].sumOf { $0 * 2 })
print([3, 1, 3, 2, 1].uniqueSorted())
print("mississippi".groupedCounts().map { "\($0.0)\($0.1)" }.joined())
// expect: 42 true false
// expect: ["a", "b", "c"]
// expect: n=21 true
// expect: Wrapper<String>
// expect: 7
// expect: 8.0
// expect: [1, 2, 3]
// expect: i4m1p2s4
