// Swift compiler execution test style (custom Equatable/Hashable): hand-written == and hash(into:) that ignore a field, case-insensitive keys, and Set/Dictionary behaviour that follows
struct Tag: Hashable, CustomStringConvertible {
    var name: String
    var uses: Int
    static func == (a: Tag, b: Tag) -> Bool { a.name.lowercased() == b.name.lowercased() }
    func hash(into h: inout Hasher) { h.combine(name.lowercased()) }
    var description: String { "\(name)(\(uses))" }
}

var tags: Set<Tag> = []
for (n, u) in [("Swift", 1), ("swift", 2), ("Rust", 3), ("SWIFT", 4), ("go", 5)] {
    let (inserted, member) = tags.insert(Tag(name: n, uses: u))
    print(n, inserted, member)
}
print(tags.count, tags.sorted { $0.name < $1.name })
print(tags.contains(Tag(name: "RUST", uses: 0)))
let updated = tags.update(with: Tag(name: "sWiFt", uses: 9))
print(updated as Any)
print(tags.first { $0 == Tag(name: "swift", uses: 0) }!)

final class Node: Equatable {
    let id: Int
    var children: [Node] = []
    init(_ id: Int) { self.id = id }
    static func == (a: Node, b: Node) -> Bool { a.id == b.id && a.children == b.children }
}
let a = Node(1); a.children = [Node(2), Node(3)]
let b = Node(1); b.children = [Node(2), Node(3)]
print(a == b, a === b)
b.children.append(Node(4))
print(a == b, [a] == [a], [a, b].firstIndex(of: b)!)

enum Shape: Equatable {
    case circle(radius: Double)
    case rect(w: Double, h: Double)
    static func == (l: Shape, r: Shape) -> Bool {
        switch (l, r) {
        case let (.circle(x), .circle(y)): return x == y
        case let (.rect(w1, h1), .rect(w2, h2)): return w1 * h1 == w2 * h2
        default: return false
        }
    }
}
print(Shape.rect(w: 2, h: 6) == .rect(w: 3, h: 4), Shape.circle(radius: 1) == .rect(w: 1, h: 1))
print([Shape.circle(radius: 2), .rect(w: 1, h: 4)].contains(.rect(w: 2, h: 2)))

// expect: Swift true Swift(1)
// expect: swift false Swift(1)
// expect: Rust true Rust(3)
// expect: SWIFT false Swift(1)
// expect: go true go(5)
// expect: 3 [Rust(3), Swift(1), go(5)]
// expect: true
// expect: Optional(Swift(1))
// expect: sWiFt(9)
// expect: true false
// expect: false true 1
// expect: true false
// expect: true
