// Swift Evolution style (SE-0309 unlock existentials for all protocols): mixed-type collections
// Protocols with associated types and Self requirements can now be used as existentials.
protocol Identified {
    associatedtype ID: Hashable & CustomStringConvertible
    var id: ID { get }
    var title: String { get }
}

struct User: Identified {
    let id: Int
    let title: String
}

struct Document: Identified {
    let id: String
    let title: String
}

let things: [any Identified] = [
    User(id: 7, title: "Grace"),
    Document(id: "doc-42", title: "Roadmap"),
    User(id: 3, title: "Linus"),
]

// `id` has associated type ID; on the existential it is erased to its upper bound
for thing in things {
    let erased = thing.id   // any Hashable & CustomStringConvertible
    print("\(thing.title) has id \(erased.description)")
}

// Equatable / Hashable existentials (Self requirements) can be stored and passed around
let keys: [any Hashable] = [1, "one", 1.0, true]
print(keys.count)

func equalsAny<T: Equatable>(_ value: T, _ others: [any Equatable]) -> Int {
    others.filter { ($0 as? T) == value }.count
}
let mixed: [any Equatable] = [1, "1", 1, 2, "x", 1]
print("ones:", equalsAny(1, mixed), "strings \"1\":", equalsAny("1", mixed))

// Comparing two existential values by opening the first one
func sameValue(_ a: any Equatable, _ b: any Equatable) -> Bool {
    func check<T: Equatable>(_ lhs: T) -> Bool {
        guard let rhs = b as? T else { return false }
        return lhs == rhs
    }
    return check(a)
}
print(sameValue(3, 3), sameValue(3, "3"), sameValue("a", "a"))

// Existentials with Self in a method signature: call through a generic helper
protocol Mergeable {
    func merged(with other: Self) -> Self
}
struct Tally: Mergeable, CustomStringConvertible {
    var n: Int
    func merged(with other: Tally) -> Tally { Tally(n: n + other.n) }
    var description: String { "Tally(\(n))" }
}
struct Tags: Mergeable, CustomStringConvertible {
    var items: [String]
    func merged(with other: Tags) -> Tags { Tags(items: items + other.items) }
    var description: String { "Tags(\(items.joined(separator: ",")))" }
}

func doubled<M: Mergeable>(_ m: M) -> M { m.merged(with: m) }

let pieces: [any Mergeable] = [Tally(n: 21), Tags(items: ["a", "b"])]
for p in pieces {
    print(doubled(p))
}

// expect: Grace has id 7
// expect: Roadmap has id doc-42
// expect: Linus has id 3
// expect: 4
// expect: ones: 3 strings "1": 1
// expect: true false true
// expect: Tally(42)
// expect: Tags(a,b,a,b)
