// Swift Forums style (Self requirements and builder chaining): fluent configuration returning Self from protocol extensions
protocol Configurable {
    var options: [String: String] { get set }
}

extension Configurable {
    func with(_ key: String, _ value: String) -> Self {
        var copy = self
        copy.options[key] = value
        return copy
    }
    func rendered() -> String {
        options.keys.sorted().map { "\($0)=\(options[$0]!)" }.joined(separator: "&")
    }
}

struct Request: Configurable {
    var path: String
    var options: [String: String] = [:]
    func path(_ p: String) -> Request {
        var c = self
        c.path = p
        return c
    }
}

protocol Copyable {
    func copy() -> Self
    static func make() -> Self
}

final class Node: Copyable, CustomStringConvertible {
    var label: String
    required init(label: String) { self.label = label }
    func copy() -> Self { Self(label: label + "'") }
    static func make() -> Self { Self(label: "fresh") }
    var description: String { "Node(\(label))" }
}

struct Tag: Copyable {
    var n: Int
    func copy() -> Tag { Tag(n: n + 1) }
    static func make() -> Tag { Tag(n: 0) }
}

func twice<T: Copyable>(_ x: T) -> T { x.copy().copy() }

let r = Request(path: "/").with("b", "2").with("a", "1").path("/users").with("b", "3")
print(r.path, r.rendered())
print(type(of: Request(path: "").with("x", "y")))
print(twice(Node(label: "n")), twice(Tag(n: 5)).n)
print(Node.make(), Tag.make().n)
let made: Tag = .make()
print(made.n)

// expect: /users a=1&b=3
// expect: Request
// expect: Node(n'') 7
// expect: Node(fresh) 0
// expect: 0
