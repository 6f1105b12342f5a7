// Generic functions, types, constraints, associated types, where clauses
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A warehouse: swapping pallets, a stack of crates, finding shelves, matching delivery lists.
func swapPallets<T>(_ a: inout T, _ b: inout T) {
    let held = a
    a = b
    b = held
}
var bayA = 14, bayB = 52
swapPallets(&bayA, &bayB)
print("bayA now holds \(bayA), and bayB now holds \(bayB)")
var labelA = "fragile", labelB = "heavy"
swapPallets(&labelA, &labelB)
print(labelA, labelB)

struct CrateStack<Element> {
    var crates: [Element] = []
    mutating func push(_ crate: Element) { crates.append(crate) }
    mutating func pop() -> Element? { crates.popLast() }
    var top: Element? { crates.last }
    var isEmpty: Bool { crates.isEmpty }
}
var loading = CrateStack<String>()
for c in ["tiles", "paint", "screws", "lamps"] { loading.push(c) }
print("unloaded \(loading.pop()!)")
print("top is \(loading.top ?? "nothing")")

func shelf<T: Equatable>(holding item: T, in shelves: [T]) -> Int? {
    for (index, value) in shelves.enumerated() where value == item {
        return index
    }
    return nil
}
print(shelf(holding: 2.5, in: [0.5, 1.0, 1.5]) as Any)
print(shelf(holding: "rope", in: ["nails", "glue", "rope"]) as Any)

protocol Manifest {
    associatedtype Line
    mutating func append(_ line: Line)
    var count: Int { get }
    subscript(i: Int) -> Line { get }
}
extension CrateStack: Manifest {
    mutating func append(_ crate: Element) { push(crate) }
    var count: Int { crates.count }
    subscript(i: Int) -> Element { crates[i] }
}
func manifestsAgree<M1: Manifest, M2: Manifest>(_ a: M1, _ b: M2) -> Bool
    where M1.Line == M2.Line, M1.Line: Equatable {
    if a.count != b.count { return false }
    for i in 0..<a.count where a[i] != b[i] { return false }
    return true
}
var delivery = CrateStack<String>()
delivery.append("tiles"); delivery.append("paint"); delivery.append("screws")
print("agree: \(manifestsAgree(loading, delivery))")
delivery.append("extra")
print("agree: \(manifestsAgree(loading, delivery))")

extension CrateStack where Element: Numeric {
    func sum() -> Element { crates.reduce(0, +) }
}
var weights = CrateStack<Int>()
[12, 30, 7, 19, 44].forEach { weights.push($0) }
print("sum: \(weights.sum())")
func largest<T: Comparable>(_ xs: [T]) -> T? {
    guard var best = xs.first else { return nil }
    for x in xs.dropFirst() where x > best { best = x }
    return best
}
print(largest([3, 9, 2]) ?? 0, largest(["pear", "apple", "zucchini"]) ?? "", largest([Double]()) ?? -1)
struct Pair<A, B> { let first: A; let second: B }
extension Pair: CustomStringConvertible {
    var description: String { "<\(first), \(second)>" }
}
print(Pair(first: 1, second: "one"), Pair(first: true, second: [1.5]))
// expect: bayA now holds 52, and bayB now holds 14
// expect: heavy fragile
// expect: unloaded lamps
// expect: top is screws
// expect: nil
// expect: Optional(2)
// expect: agree: true
// expect: agree: false
// expect: sum: 112
// expect: 9 zucchini -1.0
// expect: <1, one> <true, [1.5]>
