// Compiler test style: synthesized Equatable/Hashable/Comparable on generic types with conditional conformance
struct Pair<A, B> { var a: A; var b: B }
extension Pair: Equatable where A: Equatable, B: Equatable {}
extension Pair: Hashable where A: Hashable, B: Hashable {}
enum Tag<T> { case none, one(T), two(T, T) }
extension Tag: Equatable where T: Equatable {}
extension Tag: Hashable where T: Hashable {}
extension Tag: Comparable where T: Comparable {}
enum Prio: Comparable { case low, mid(Int), high }

print(Pair(a: 1, b: "x") == Pair(a: 1, b: "x"))
print(Pair(a: 1, b: "x") == Pair(a: 1, b: "y"))
let set: Set = [Pair(a: 1, b: 2), Pair(a: 1, b: 2), Pair(a: 2, b: 1)]
print(set.count)
print(set.map { "\($0.a)\($0.b)" }.sorted())
var counts: [Pair<String, Int>: Int] = [:]
for p in [Pair(a: "k", b: 1), Pair(a: "k", b: 1), Pair(a: "j", b: 0)] { counts[p, default: 0] += 1 }
print(counts.sorted { $0.key.a < $1.key.a }.map { "\($0.key.a):\($0.value)" })

print(Tag.one(3) == Tag.one(3), Tag.one(3) == Tag.two(3, 3), Tag<Int>.none == .none)
print([Tag.two(1, 2), .none, .one(5), .two(1, 1), .one(2)].sorted().map { "\($0)" })
print(Tag.one("b") < Tag.one("c"), Tag<String>.two("a", "a") < .one("z"))
print(Set([Tag.one(1), .one(1), .none]).count)
print([Prio.high, .mid(2), .low, .mid(1)].sorted().map { "\($0)" })
print(Prio.mid(100) < .high, Prio.mid(3) > .mid(2))

struct Box<T> { var v: T }
extension Box: Equatable where T: Equatable {}
func eqIfPossible<T>(_ a: T, _ b: T) -> String {
    if let x = a as? any Equatable {
        func check<E: Equatable>(_ e: E) -> Bool { (b as? E) == e }
        return check(x) ? "equal" : "different"
    }
    return "not equatable"
}
print(eqIfPossible(Box(v: 1), Box(v: 1)))
print(eqIfPossible(Box(v: 1), Box(v: 2)))
print(eqIfPossible(Box(v: [1]), Box(v: [1])))
print(eqIfPossible(Box(v: { 1 }), Box(v: { 1 })))
print(eqIfPossible(Pair(a: 1, b: Box(v: 2)), Pair(a: 1, b: Box(v: 2))))
// expect: true
// expect: false
// expect: 2
// expect: ["12", "21"]
// expect: ["j:1", "k:2"]
// expect: true false true
// expect: ["none", "one(2)", "one(5)", "two(1, 1)", "two(1, 2)"]
// expect: true false
// expect: 2
// expect: ["low", "mid(1)", "mid(2)", "high"]
// expect: true true
// expect: equal
// expect: different
// expect: equal
// expect: not equatable
// expect: equal
