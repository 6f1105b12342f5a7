// Sundell style (dynamic member lookup chaining): a dynamic member proxy recording a path
@dynamicMemberLookup
struct PathBuilder {
    let components: [String]

    subscript(dynamicMember member: String) -> PathBuilder {
        PathBuilder(components: components + [member])
    }

    subscript(index: Int) -> PathBuilder {
        PathBuilder(components: components + ["[\(index)]"])
    }

    func callAsFunction() -> String {
        components.joined(separator: ".")
    }
}

let root = PathBuilder(components: ["$"])
print(root.user.name())
print(root.orders[2].total())
let base = root.config
print(base.server.port(), base.server.host())
print(root())
print(root.a.b.c.d.components.count)
// expect: $.user.name
// expect: $.orders.[2].total
// expect: $.config.server.port $.config.server.host
// expect: $
// expect: 5
