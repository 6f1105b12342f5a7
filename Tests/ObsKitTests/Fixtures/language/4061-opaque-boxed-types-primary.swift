// Swift book style: Opaque and Boxed Types: primary associated types with some Collection<Int> and any Sequence<String>
func evens(upTo n: Int) -> some Collection<Int> {
    return stride(from: 0, through: n, by: 2).map { $0 }
}

let e = evens(upTo: 10)
print("count: \(e.count)")
print("sum: \(e.reduce(0, +))")
print("first: \(e.first ?? -1)")

func lines(_ text: String) -> any Sequence<String> {
    return text.split(separator: ",").map { String($0) }
}

var words: [String] = []
for w in lines("pear,apple,fig") {
    words.append(w.uppercased())
}
print(words)

func describeAll(_ items: some Sequence<String>) -> String {
    return items.sorted().joined(separator: "/")
}
print(describeAll(["b", "c", "a"]))
print(describeAll(Set(["z", "y"])))

protocol Container<Item> {
    associatedtype Item
    var items: [Item] { get }
    func first() -> Item?
}
extension Container {
    func first() -> Item? { return items.first }
}

struct Box<T>: Container {
    var items: [T]
}

func makeBox() -> some Container<String> {
    return Box(items: ["alpha", "beta"])
}
let box = makeBox()
print("box first: \(box.first() ?? "none")")
print("box items: \(box.items.count)")

let containers: [any Container<Int>] = [Box(items: [1, 2, 3]), Box(items: [])]
for c in containers {
    print("container first: \(String(describing: c.first())) of \(c.items.count)")
}

func total(_ c: any Container<Int>) -> Int {
    return c.items.reduce(0, +)
}
print("totals: \(containers.map(total))")

func pair() -> (some Equatable, some Equatable) {
    return (1, "one")
}
let (p1, p2) = pair()
print("pair equal to self: \(p1 == p1) \(p2 == p2)")
// expect: count: 6
// expect: sum: 30
// expect: first: 0
// expect: ["PEAR", "APPLE", "FIG"]
// expect: a/b/c
// expect: y/z
// expect: box first: alpha
// expect: box items: 2
// expect: container first: Optional(1) of 3
// expect: container first: nil of 0
// expect: totals: [6, 0]
// expect: pair equal to self: true true
