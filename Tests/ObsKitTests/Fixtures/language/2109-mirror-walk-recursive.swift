// Compiler test style: recursive Mirror walk over nested structs, classes, enums and collections
struct Address {
    var city: String
    var zip: Int?
}
enum Role {
    case admin
    case member(since: Int)
}
class User {
    let name: String
    var address: Address
    var roles: [Role]
    var scores: (Int, Int)
    init(name: String, address: Address, roles: [Role], scores: (Int, Int)) {
        self.name = name; self.address = address; self.roles = roles; self.scores = scores
    }
}
final class PowerUser: User {
    var level = 3
}

func walk(_ value: Any, label: String, depth: Int) {
    let m = Mirror(reflecting: value)
    let pad = String(repeating: "  ", count: depth)
    let kids = Array(m.children)
    var superKids: [Mirror.Child] = []
    var s = m.superclassMirror
    while let sm = s { superKids = Array(sm.children) + superKids; s = sm.superclassMirror }
    let all = superKids + kids
    if all.isEmpty {
        print("\(pad)\(label): \(value)")
        return
    }
    let style = m.displayStyle.map { "\($0)" } ?? "?"
    print("\(pad)\(label) <\(style)> \(m.subjectType)")
    for (i, c) in all.enumerated() {
        walk(c.value, label: c.label ?? "[\(i)]", depth: depth + 1)
    }
}

let u = PowerUser(name: "kim", address: Address(city: "Oslo", zip: nil), roles: [.admin, .member(since: 2019)], scores: (7, 9))
walk(u, label: "root", depth: 0)
walk([Address(city: "Rome", zip: 100)], label: "list", depth: 0)

// expect: root <class> PowerUser
// expect:   name: kim
// expect:   address <struct> Address
// expect:     city: Oslo
// expect:     zip: nil
// expect:   roles <collection> Array<Role>
// expect:     [0]: admin
// expect:     [1] <enum> Role
// expect:       member <tuple> (since: Int)
// expect:         since: 2019
// expect:   scores <tuple> (Int, Int)
// expect:     .0: 7
// expect:     .1: 9
// expect:   level: 3
// expect: list <collection> Array<Address>
// expect:   [0] <struct> Address
// expect:     city: Rome
// expect:     zip <optional> Optional<Int>
// expect:       some: 100
