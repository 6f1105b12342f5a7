// Compiler test style: implicit existential opening — passing `any P` values to generic `<T: P>` functions, including associated types
protocol Describer {
    associatedtype Value
    var value: Value { get }
    func describe() -> String
}

struct IntCell: Describer {
    var value: Int
    func describe() -> String { "int:\(value)" }
}
struct TextCell: Describer {
    var value: String
    func describe() -> String { "text:\(value)" }
}

func render<T: Describer>(_ x: T) -> String {
    "<\(x.describe()) as \(T.self)>"
}

func valueType<T: Describer>(_ x: T) -> String { "\(T.Value.self)" }

func twice<T: Describer>(_ x: T) -> [T] { [x, x] }

let cells: [any Describer] = [IntCell(value: 4), TextCell(value: "hi"), IntCell(value: 9)]
for c in cells {
    print(render(c), valueType(c))
}

// Opened result gets erased back to an existential.
let duplicated = cells.flatMap { twice($0) as [any Describer] }
print(duplicated.map { $0.describe() })

// Opening through `some`.
func renderSome(_ x: some Describer) -> String { render(x) }
print(cells.map { renderSome($0) }.joined(separator: " "))

// Opening Equatable existentials to compare values of the same dynamic type.
func isEqual<T: Equatable>(_ a: T, _ b: Any) -> Bool {
    guard let b = b as? T else { return false }
    return a == b
}
func equalAny(_ a: any Equatable, _ b: any Equatable) -> Bool {
    isEqual(a, b)
}
print(equalAny(3, 3), equalAny(3, 4), equalAny("x", "x"), equalAny(3, "3"))

// Opening a collection existential with a primary associated type.
func firstAndCount<C: Collection>(_ c: C) -> String {
    "\(c.count) first=\(String(describing: c.first))"
}
let collections: [any Collection<Int>] = [[5, 6, 7], 1...4, Set([8])]
for c in collections { print(firstAndCount(c)) }

// Opening Hashable and using it in a generic helper.
func hashBucket<H: Hashable>(_ h: H, into dict: inout [String: Int]) {
    dict["\(H.self)", default: 0] += 1
}
var buckets: [String: Int] = [:]
let mixed: [any Hashable] = [1, "a", 2, 3.5, "b", 4]
for m in mixed { hashBucket(m, into: &buckets) }
print(buckets.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

// Opening inside a mutating generic function using inout existential.
protocol Counter { var count: Int { get set } }
struct Clicks: Counter { var count = 0 }
func bump<C: Counter>(_ c: inout C, by n: Int) { c.count += n }
var counter: any Counter = Clicks()
bump(&counter, by: 5)
bump(&counter, by: 2)
print(counter.count)

// expect: <int:4 as IntCell> Int
// expect: <text:hi as TextCell> String
// expect: <int:9 as IntCell> Int
// expect: ["int:4", "int:4", "text:hi", "text:hi", "int:9", "int:9"]
// expect: <int:4 as IntCell> <text:hi as TextCell> <int:9 as IntCell>
// expect: true false true false
// expect: 3 first=Optional(5)
// expect: 4 first=Optional(1)
// expect: 1 first=Optional(8)
// expect: ["Double=1", "Int=3", "String=2"]
// expect: 7
