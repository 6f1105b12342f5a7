// Protocols: protocol inheritance, constrained protocol extensions (`where Self: ...`), and extensions on Collection where Element conforms.
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Entity {
    var id: String { get }
}
protocol Timestamped: Entity {
    var created: Int { get }
}

extension Entity {
    var label: String { "<\(id)>" }
}
extension Timestamped {
    var label: String { "<\(id) @\(created)>" }
    func isOlder(than other: Timestamped) -> Bool { created < other.created }
}
extension Entity where Self: CustomStringConvertible {
    var debugLine: String { "\(id): \(description)" }
}

struct User: Entity, CustomStringConvertible {
    let id: String
    var description: String { "user \(id)" }
}
struct Post: Timestamped {
    let id: String
    let created: Int
}

extension Collection where Element: Timestamped {
    var newest: Element? { self.max { $0.created < $1.created } }
}
extension Sequence where Element: Entity {
    var ids: [String] { map(\.id) }
}

let u = User(id: "u1")
print(u.label, u.debugLine)
let posts = [Post(id: "p1", created: 30), Post(id: "p2", created: 10), Post(id: "p3", created: 20)]
print(posts.map(\.label))
print(posts[1].isOlder(than: posts[0]))
print(posts.newest!.id, posts.ids)
print([u].ids)

// expect: <u1> u1: user u1
// expect: ["<p1 @30>", "<p2 @10>", "<p3 @20>"]
// expect: true
// expect: p1 ["p1", "p2", "p3"]
// expect: ["u1"]
