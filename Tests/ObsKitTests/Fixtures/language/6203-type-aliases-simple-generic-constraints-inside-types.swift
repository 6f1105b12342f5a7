// Language Reference style (declarations): type aliases — simple, generic, with constraints, inside types and protocols
typealias Meters = Double
let d: Meters = 12.5
print(d, type(of: d))

typealias Pair<T> = (T, T)
let p: Pair<Int> = (1, 2)
print(p.0 + p.1)
typealias StringMap<V> = [String: V]
let m: StringMap<Int> = ["a": 1, "b": 2]
print(m.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" })
typealias Transform<A, B> = (A) -> B
let toStr: Transform<Int, String> = { "#\($0)" }
print(toStr(7))
typealias Handler = (Result<Int, Error>) -> Void
let h: Handler = { r in print((try? r.get()) as Any) }
h(.success(3))

typealias Sorted<T: Comparable> = [T]
func sortedCopy<T>(_ x: Sorted<T>) -> Sorted<T> { x.sorted() }
print(sortedCopy([3, 1, 2]))

struct Stack<Element> {
    typealias Storage = [Element]
    var storage: Storage = []
    mutating func push(_ e: Element) { storage.append(e) }
}
var s = Stack<String>()
s.push("x"); s.push("y")
let st: Stack<String>.Storage = s.storage
print(st)

protocol Store { associatedtype Key: Hashable; typealias Table = [Key: Int] }
struct Inventory: Store { typealias Key = String; var table: Table = ["apple": 3] }
print(Inventory().table["apple"]!)

typealias IntOpt = Int?
let io: IntOpt = nil
print(io as Any)
typealias Callback = () -> String
func run(_ c: Callback) -> String { c() }
print(run { "called back" })
typealias Both = CustomStringConvertible & Equatable
func show<T: Both>(_ a: T, _ b: T) -> String { "\(a.description) \(a == b)" }
print(show(1, 1), show("x", "y"))
extension Array where Element == Meters { var total: Meters { reduce(0, +) } }
print([1.5, 2.5].total)
typealias Matrix = [[Int]]
let mx: Matrix = [[1, 2], [3, 4]]
print(mx.flatMap { $0 }.reduce(0, +))

// expect: 12.5 Double
// expect: 3
// expect: ["a1", "b2"]
// expect: #7
// expect: Optional(3)
// expect: [1, 2, 3]
// expect: ["x", "y"]
// expect: 3
// expect: nil
// expect: called back
// expect: 1 true x false
// expect: 4.0
// expect: 10
