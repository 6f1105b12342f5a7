// Stack Overflow style (phantom types): typed identifiers and units that the compiler keeps apart
// known-gap: error: 5507-typed-identifiers-units-compiler-keeps-apart.swift:4:34: error: not supported yet: the type 'Owner' stands for here is not known (ObsREPL checks no types; write the generic arguments, as in 'Box<Int>(...)')
struct ID<Owner>: Hashable, CustomStringConvertible {
    let raw: Int
    var description: String { "\(Owner.self)#\(raw)" }
}

struct User { let id: ID<User>; let name: String }
struct Post { let id: ID<Post>; let author: ID<User>; let title: String }

enum Meters {}
enum Feet {}

struct Length<Unit> {
    let value: Double
    static func + (l: Length<Unit>, r: Length<Unit>) -> Length<Unit> { Length(value: l.value + r.value) }
}

extension Length where Unit == Feet {
    var inMeters: Length<Meters> { Length<Meters>(value: value * 0.3048) }
}

extension Length where Unit == Meters {
    var label: String { "\(value) m" }
}

let u = User(id: ID(raw: 1), name: "ana")
let posts = [
    Post(id: ID(raw: 10), author: u.id, title: "Generics"),
    Post(id: ID(raw: 11), author: ID(raw: 2), title: "Inference"),
]
print(posts.filter { $0.author == u.id }.map(\.title))
print(u.id, posts[1].id, posts[1].author)
print(Set(posts.map(\.author)).count)
let total = Length<Feet>(value: 10) + Length(value: 5)
print(total.value, total.inMeters.label)
let m: Length<Meters> = Length(value: 2) + Length(value: 0.5)
print(m.label)
print(type(of: total), type(of: u.id))
func lookup<T>(_ id: ID<T>, in table: [ID<T>: String]) -> String { table[id] ?? "missing \(id)" }
let userNames: [ID<User>: String] = [u.id: u.name]
print(lookup(u.id, in: userNames), lookup(ID(raw: 9), in: userNames))

// expect: ["Generics"]
// expect: User#1 Post#11 User#2
// expect: 2
// expect: 15.0 4.572 m
// expect: 2.5 m
// expect: Length<Feet> ID<User>
// expect: ana missing User#9
