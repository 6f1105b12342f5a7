// Language Reference style (expressions): key-path expressions with properties, subscripts, optional chaining, identity and tuples
struct Address { var city: String; var zip: String? }
struct User { var name: String; var tags: [String]; var address: Address?; var scores: [String: Int] }
var u = User(name: "ana", tags: ["a", "b"], address: Address(city: "Rome", zip: nil), scores: ["math": 9])

let nameKP = \User.name
print(u[keyPath: nameKP])
u[keyPath: nameKP] = "bea"
print(u.name)
print(u[keyPath: \.tags[1]], u[keyPath: \User.tags.count])
print(u[keyPath: \.address?.city] as Any, u[keyPath: \.address?.zip] as Any)
print(u[keyPath: \.scores["math"]] as Any, u[keyPath: \.scores["art"]] as Any)
u[keyPath: \.scores["art"]] = 7
print(u.scores.sorted { $0.key < $1.key })
u[keyPath: \User.tags[0]] = "z"
print(u.tags)

let users = [u, User(name: "cy", tags: [], address: nil, scores: [:])]
print(users.map(\.name), users.map(\.tags.count), users.map(\.address?.city))
print(users.filter(\.tags.isEmpty).map(\.name))

let id = \Int.self
print(5[keyPath: id])
var t = (x: 1, y: 2)
t[keyPath: \.y] = 20
print(t[keyPath: \(x: Int, y: Int).x], t.y)

let appended: KeyPath<User, String> = \User.address!.city
print(u[keyPath: appended])
let base: KeyPath<User, Address?> = \.address
let composed = base.appending(path: \.?.city)
print(u[keyPath: composed] as Any)
let w: WritableKeyPath<User, String> = \.name
var u2 = u; u2[keyPath: w] += "!"
print(u2.name, type(of: \User.name))
print(\User.name == nameKP, \User.name == \User.address?.city)
let countKP = \String.count
print(["aa", "b"].map { $0[keyPath: countKP] })

// expect: ana
// expect: bea
// expect: b 2
// expect: Optional("Rome") nil
// expect: Optional(9) nil
// expect: [(key: "art", value: 7), (key: "math", value: 9)]
// expect: ["z", "b"]
// expect: ["bea", "cy"] [2, 0] [Optional("Rome"), nil]
// expect: ["cy"]
// expect: 5
// expect: 1 20
// expect: Rome
// expect: Optional("Rome")
// expect: bea! WritableKeyPath<User, String>
// expect: true false
// expect: [2, 1]
