// Swift book generics style (generic typealiases): Pair<T>, Table<Value>, Transform<A, B> spelled as short names
typealias Pair<T> = (T, T)
typealias Table<Value> = [String: Value]
typealias Transform<Input, Output> = (Input) -> Output
typealias Predicate<T> = Transform<T, Bool>
typealias Matrix<T: Numeric> = [[T]]

func minMax<T: Comparable>(_ values: [T]) -> Pair<T>? {
    guard var lo = values.first else { return nil }
    var hi = lo
    for v in values.dropFirst() {
        lo = min(lo, v)
        hi = max(hi, v)
    }
    return (lo, hi)
}

func compose<A, B, C>(_ f: @escaping Transform<A, B>, _ g: @escaping Transform<B, C>) -> Transform<A, C> {
    { g(f($0)) }
}

func keep<T>(_ items: [T], where test: Predicate<T>) -> [T] {
    items.filter(test)
}

func transpose<T>(_ m: Matrix<T>) -> Matrix<T> {
    guard let first = m.first else { return [] }
    return first.indices.map { c in m.map { $0[c] } }
}

func render<V: CustomStringConvertible>(_ table: Table<V>) -> String {
    table.keys.sorted().map { "\($0)=\(table[$0]!)" }.joined(separator: " ")
}

if let (lo, hi) = minMax([7, 2, 9, 4]) { print(lo, hi) }
if let range = minMax(["pear", "fig", "plum"]) { print(range.0, range.1) }
print(minMax([Double]()) == nil)

let p: Pair<Int> = (3, 4)
print(p.0 * p.1)

let lengthThenDouble: Transform<String, Int> = compose({ $0.count }, { $0 * 2 })
print(lengthThenDouble("swift"))
let isEven: Predicate<Int> = { $0 % 2 == 0 }
print(keep([1, 2, 3, 4, 5, 6], where: isEven))
print(keep(["a", "bb", "ccc"], where: compose({ $0.count }, { $0 > 1 })))

let m: Matrix<Int> = [[1, 2, 3], [4, 5, 6]]
print(transpose(m))
var stock: Table<Int> = ["nuts": 4, "bolts": 10]
stock["gears"] = 2
print(render(stock))
let prices: Table<Double> = ["tea": 2.5, "cake": 3.75]
print(render(prices))

// expect: 2 9
// expect: fig plum
// expect: true
// expect: 12
// expect: 10
// expect: [2, 4, 6]
// expect: ["bb", "ccc"]
// expect: [[1, 4], [2, 5], [3, 6]]
// expect: bolts=10 gears=2 nuts=4
// expect: cake=3.75 tea=2.5
