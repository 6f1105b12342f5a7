// Swift by Sundell style (equality vs identity): a class with custom == compared to ===, and Hashable via ObjectIdentifier versus a value-based struct
final class Node: Equatable {
    let name: String
    var children: [Node] = []
    init(_ name: String) { self.name = name }

    static func == (lhs: Node, rhs: Node) -> Bool {
        lhs.name == rhs.name && lhs.children == rhs.children
    }
}

final class Handle: Hashable {
    let label: String
    init(_ label: String) { self.label = label }
    static func == (lhs: Handle, rhs: Handle) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

struct Tag: Hashable {
    let label: String
}

let a = Node("root")
let b = Node("root")
print(a == b, a === b)
a.children.append(Node("leaf"))
print(a == b)
b.children.append(Node("leaf"))
print(a == b, a.children[0] === b.children[0])

let c = a
c.children.append(Node("extra"))
print(a.children.count, a == c, a === c, a == b)

let h1 = Handle("x")
let h2 = Handle("x")
let handles: Set<Handle> = [h1, h2, h1]
print(handles.count, handles.contains(h1), handles.contains(Handle("x")))

let tags: Set<Tag> = [Tag(label: "x"), Tag(label: "x"), Tag(label: "y")]
print(tags.count, tags.contains(Tag(label: "y")))

var owners: [Handle: [String]] = [:]
owners[h1, default: []].append("first")
owners[h2, default: []].append("second")
owners[h1, default: []].append("third")
print(owners[h1]!, owners[h2]!, owners.count)

let nodes = [a, b, c]
print(nodes.filter { $0 === a }.count, nodes.filter { $0 == a }.count)
print(nodes.firstIndex { $0 === b } ?? -1, nodes.firstIndex(of: b) ?? -1)

// expect: true false
// expect: false
// expect: true false
// expect: 2 true true false
// expect: 2 true false
// expect: 2 true
// expect: ["first", "third"] ["second"] 2
// expect: 2 2
// expect: 1 1
