// Compiler test style: key paths — reading, writing, appending, optional chaining, key paths as functions and \.self
struct Address { var city: String; var zip: String? }
struct User {
    var name: String
    var age: Int
    var address: Address?
    var tags: [String]
    var nickname: String { "\(name.prefix(2))\(age)" }
}
final class Account {
    var owner: User
    var balance = 0
    init(owner: User) { self.owner = owner }
}

var users = [
    User(name: "Zed", age: 40, address: Address(city: "Oslo", zip: "0150"), tags: ["a"]),
    User(name: "Amy", age: 25, address: nil, tags: []),
    User(name: "Bob", age: 31, address: Address(city: "Rome", zip: nil), tags: ["x", "y"]),
]

let nameKP = \User.name
let ageKP: KeyPath<User, Int> = \.age
print(users.map(nameKP.self == \User.name ? \.name : \.nickname))
print(users[0][keyPath: nameKP], users[1][keyPath: ageKP], users[2][keyPath: \.nickname])

// Key path as function
print(users.map(\.age), users.map(\.tags.count), users.filter(\.tags.isEmpty).map(\.name))
print(users.sorted { $0[keyPath: ageKP] < $1[keyPath: ageKP] }.map(\.name))

// Optional chaining inside key paths
let cityKP = \User.address?.city
let zipKP = \User.address?.zip
print(users.map { $0[keyPath: cityKP] as Any })
print(users.map { $0[keyPath: zipKP] as Any })
print(users.compactMap(\.address?.zip))

// Writable key paths
let wAge: WritableKeyPath<User, Int> = \.age
users[1][keyPath: wAge] += 1
users[0][keyPath: \.address!.city] = "Bergen"     // optional-chained key paths are read-only
users[1].address?.city = "Nowhere"                // no-op: address is nil
users[2][keyPath: \.tags[0]] = "X"
print(users.map { "\($0.name):\($0.age):\($0.address?.city ?? "-"):\($0.tags)" })

// Appending key paths
let addrKP = \User.address
let full = addrKP.appending(path: \.?.city)
print(users.map { $0[keyPath: full] ?? "none" })
let accOwner = \Account.owner
let accName = accOwner.appending(path: \.name)
let acc = Account(owner: users[1])
acc[keyPath: accName] = "Amelia"
acc[keyPath: \.balance] += 50
print(acc.owner.name, acc.balance)

// Reference-writable key paths on a let class instance
let rwk: ReferenceWritableKeyPath<Account, Int> = \.balance
let constAcc = acc
constAcc[keyPath: rwk] *= 2
print(acc.balance)

// \.self and tuple/array element key paths
let numbers = [3, 1, 2]
print(numbers.map(\.self), numbers[keyPath: \.count], numbers[keyPath: \[Int].[1]])
var point = (x: 1, y: 2)
point[keyPath: \(x: Int, y: Int).y] = 20
print(point)

// Key paths are Hashable and can be compared
let paths: [PartialKeyPath<User>] = [\User.name, \User.age, \User.name]
print(Set(paths).count, paths[0] == paths[2], paths[0] == paths[1])
for p in [\User.name, \User.age] as [PartialKeyPath<User>] {
    print(type(of: users[0][keyPath: p]), users[0][keyPath: p])
}

// Generic function using key paths
func summarize<T, V: Comparable>(_ xs: [T], by kp: KeyPath<T, V>) -> (min: V, max: V)? {
    guard let lo = xs.map({ $0[keyPath: kp] }).min(), let hi = xs.map({ $0[keyPath: kp] }).max() else { return nil }
    return (lo, hi)
}
print(summarize(users, by: \.age) as Any, summarize(users, by: \.name) as Any, summarize([User](), by: \.age) as Any)

// expect: ["Zed", "Amy", "Bob"]
// expect: Zed 25 Bo31
// expect: [40, 25, 31] [1, 0, 2] ["Amy"]
// expect: ["Amy", "Bob", "Zed"]
// expect: [Optional("Oslo"), nil, Optional("Rome")]
// expect: [Optional("0150"), nil, nil]
// expect: ["0150"]
// expect: ["Zed:40:Bergen:[\"a\"]", "Amy:26:-:[]", "Bob:31:Rome:[\"X\", \"y\"]"]
// expect: ["Bergen", "none", "Rome"]
// expect: Amelia 50
// expect: 100
// expect: [3, 1, 2] 3 1
// expect: (x: 1, y: 20)
// expect: 2 true false
// expect: String Zed
// expect: Int 40
// expect: Optional((min: 26, max: 40)) Optional((min: "Amy", max: "Zed")) nil
