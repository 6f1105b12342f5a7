// Compiler test style (some and any with primary associated types): opaque results, constrained existentials like any Collection<Int>, and opening existentials into generics
protocol Store<Item> {
    associatedtype Item
    var items: [Item] { get }
    mutating func put(_ item: Item)
}
struct Shelf<Item>: Store { var items: [Item] = []; mutating func put(_ item: Item) { items.append(item) } }
struct Counted: Store {
    var items: [Int] = []
    mutating func put(_ item: Int) { items.append(item * 100) }
}

func makeStore() -> some Store<String> { var s = Shelf<String>(); s.put("opaque"); return s }
var opaque = makeStore()
opaque.put("more")
print(opaque.items, type(of: opaque))

var stores: [any Store<Int>] = [Shelf<Int>(), Counted()]
for i in stores.indices { stores[i].put(i + 1); stores[i].put(7) }
print(stores.map { $0.items })
func firstItem<S: Store>(_ s: S) -> S.Item? { s.items.first }
print(stores.map { firstItem($0) as Any })
let firsts: [Int?] = stores.map { firstItem($0) }
print(firsts)

func evens(_ xs: some Collection<Int>) -> [Int] { xs.filter { $0 % 2 == 0 } }
print(evens([1, 2, 3, 4]), evens(1...7), evens(Set([8])))
let seqs: [any Sequence<Int>] = [[3, 1], 5...6, stride(from: 0, to: 10, by: 4)]
print(seqs.map { Array($0) }, seqs.map { $0.reduce(0, +) })
func total(_ s: any Sequence<Int>) -> Int { s.reduce(0, +) }
print(total([1, 2, 3]), total(0..<5))

func pairUp<T: Equatable>(_ a: some Collection<T>, _ b: some Collection<T>) -> Bool { a.elementsEqual(b) }
print(pairUp([1, 2], 1...2), pairUp("ab", ["a", "b"]))

func lazyDoubles(_ n: Int) -> some Sequence<Int> { (0..<n).lazy.map { $0 * 2 } }
print(Array(lazyDoubles(4)))
let anyEq: [any Equatable] = [1, "a", 2.0]
func isEqual<T: Equatable>(_ a: T, _ b: Any) -> Bool { (b as? T) == a }
print(anyEq.map { isEqual($0, 1) }, anyEq.map { isEqual($0, "a") })
func describe(_ c: any Collection) -> String { "\(c.count) items of \(type(of: c))" }
print(describe([1, 2]), describe("abc"), describe([1: 2]))

// expect: ["opaque", "more"] Shelf<String>
// expect: [[1, 7], [200, 700]]
// expect: [Optional(1), Optional(200)]
// expect: [Optional(1), Optional(200)]
// expect: [2, 4] [2, 4, 6] [8]
// expect: [[3, 1], [5, 6], [0, 4, 8]] [4, 11, 12]
// expect: 6 10
// expect: true true
// expect: [0, 2, 4, 6]
// expect: [true, false, false] [false, true, false]
// expect: 2 items of Array<Int> 3 items of String 1 items of Dictionary<Int, Int>
