// Swift book generics style (conditional conformance): Equatable/Hashable synthesis for generic types that conform only when their parameters do
struct Tagged<Value> {
    var tag: String
    var value: Value
}
extension Tagged: Equatable where Value: Equatable {}
extension Tagged: Hashable where Value: Hashable {}
extension Tagged: Comparable where Value: Comparable {
    static func < (lhs: Tagged, rhs: Tagged) -> Bool {
        (lhs.value, lhs.tag) < (rhs.value, rhs.tag)
    }
}

enum Either<L, R> {
    case left(L)
    case right(R)
}
extension Either: Equatable where L: Equatable, R: Equatable {}
extension Either: Hashable where L: Hashable, R: Hashable {}

protocol Describable { var summary: String { get } }
extension Int: Describable { var summary: String { "int \(self)" } }
extension Array: Describable where Element: Describable {
    var summary: String { "[" + map(\.summary).joined(separator: ", ") + "]" }
}
extension Optional: Describable where Wrapped: Describable {
    var summary: String { self?.summary ?? "nothing" }
}

let a = Tagged(tag: "x", value: 3)
let b = Tagged(tag: "x", value: 3)
let c = Tagged(tag: "y", value: 1)
print(a == b, a == c, a < c, c < a)
print([a, c, Tagged(tag: "a", value: 3)].sorted().map { "\($0.tag)\($0.value)" })
let unique = Set([a, b, c])
print(unique.count)

let items: [Either<Int, String>] = [.left(1), .right("one"), .left(1), .right("two")]
print(items[0] == items[2], items[1] == items[3])
print(Set(items).count)
var counts: [Either<Int, String>: Int] = [:]
for item in items { counts[item, default: 0] += 1 }
print(counts[.left(1)]!, counts[.right("two")]!)

print([1, 2, 3].summary)
print([[4], [5, 6]].summary)
print(Optional(7).summary, Optional<Int>.none.summary)
print([Optional(1), nil].summary)

// expect: true false false true
// expect: ["y1", "a3", "x3"]
// expect: 2
// expect: true false
// expect: 3
// expect: 2 1
// expect: [int 1, int 2, int 3]
// expect: [[int 4], [int 5, int 6]]
// expect: int 7 nothing
// expect: [int 1, nothing]
