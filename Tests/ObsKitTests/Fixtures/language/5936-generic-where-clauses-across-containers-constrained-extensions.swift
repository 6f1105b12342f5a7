// Swift book style (Generics): generic where clauses across two containers, constrained extensions, contextual where clauses on members, and generic subscripts
protocol Container {
    associatedtype Item
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
struct Queue<Item>: Container {
    var items: [Item]
    var count: Int { items.count }
    subscript(i: Int) -> Item { items[i] }
}
extension Array: Container {}

func allMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
    if a.count != b.count { return false }
    for i in 0..<a.count where a[i] != b[i] { return false }
    return true
}
let q = Queue(items: ["up", "down"])
print(allMatch(q, ["up", "down"]), allMatch(q, ["up"]), allMatch(q, ["up", "left"]))

extension Queue where Item: Equatable {
    func isFront(_ x: Item) -> Bool { count > 0 && self[0] == x }
}
print(q.isFront("up"), q.isFront("down"))
struct NotEq { var v = 1 }
let q2 = Queue(items: [NotEq()])
print(q2.count)

extension Container {
    func average() -> Double where Item == Int {
        var sum = 0.0
        for i in 0..<count { sum += Double(self[i]) }
        return count == 0 ? 0 : sum / Double(count)
    }
    func endsWith(_ x: Item) -> Bool where Item: Equatable {
        count >= 1 && self[count - 1] == x
    }
}
print(Queue(items: [1, 2, 6]).average(), [10, 20].average(), q.endsWith("down"))

extension Container where Item == Double {
    func total() -> Double { (0..<count).reduce(0.0) { $0 + self[$1] } }
}
print([1.5, 2.25].total())

extension Container {
    subscript<Indices: Sequence>(indices: Indices) -> [Item] where Indices.Iterator.Element == Int {
        var result: [Item] = []
        for i in indices { result.append(self[i]) }
        return result
    }
}
let letters = Queue(items: Array("abcdefg"))
print(letters[[0, 2, 4]], letters[stride(from: 6, through: 0, by: -3)])

struct Pair<T> { var a: T, b: T }
extension Pair where T: Comparable {
    var ordered: Pair { a <= b ? self : Pair(a: b, b: a) }
}
extension Pair: Equatable where T: Equatable {}
let pr = Pair(a: 9, b: 2).ordered
print(pr.a, pr.b, pr == Pair(a: 2, b: 9))
func describe<T>(_ x: T) -> String where T: CustomStringConvertible, T: Hashable { "<\(x)>" }
print(describe(12), describe("s"))

// expect: true false false
// expect: true false
// expect: 1
// expect: 3.0 15.0 true
// expect: 3.75
// expect: ["a", "c", "e"] ["g", "d", "a"]
// expect: 2 9 true
// expect: <12> <s>
