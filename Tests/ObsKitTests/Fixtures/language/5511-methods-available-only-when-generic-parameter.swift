// Stack Overflow style (where clauses on methods): methods available only when the generic parameter fits
struct Wrapper<T> {
    var items: [T]

    func total() -> T where T: Numeric { items.reduce(0, +) }
    func joined() -> String where T == String { items.joined(separator: "+") }
    func sortedItems() -> [T] where T: Comparable { items.sorted() }
    func unique() -> [T] where T: Hashable {
        var seen = Set<T>()
        return items.filter { seen.insert($0).inserted }
    }
    func flattened<U>() -> [U] where T == [U] { items.flatMap { $0 } }
    func describeAll() -> [String] { items.map { "\($0)" } }
}

extension Array {
    func sum<N: Numeric>() -> N where Element == N { reduce(0, +) }
    func pairs<U>(with other: [U]) -> [String] where Element: CustomStringConvertible, U: CustomStringConvertible {
        zip(self, other).map { "\($0.description)/\($1.description)" }
    }
}

let w = Wrapper(items: [3, 1, 3, 2])
print(w.total(), w.sortedItems(), w.unique())
let ws = Wrapper(items: ["b", "a", "b"])
print(ws.joined(), ws.sortedItems(), ws.unique())
let wn = Wrapper(items: [[1, 2], [3], []])
print(wn.flattened() as [Int], wn.describeAll())
print([1.5, 2.5].sum() as Double)
print([1, 2, 3].pairs(with: ["x", "y"]))

// expect: 9 [1, 2, 3, 3] [3, 1, 2]
// expect: b+a+b ["a", "b", "b"] ["b", "a"]
// expect: [1, 2, 3] ["[1, 2]", "[3]", "[]"]
// expect: 4.0
// expect: ["1/x", "2/y"]
