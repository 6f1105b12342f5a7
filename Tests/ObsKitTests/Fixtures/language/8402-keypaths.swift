// Compiler-test style: key paths: nested \.a.b, appending, WritableKeyPath mutation, optional and subscript components
struct Address { var city: String; var zip: Int }
struct User {
    var name: String
    var address: Address
    var tags: [String]
    var nickname: String?
}
class Team { var members: [User]; init(_ m: [User]) { members = m } }

var u = User(name: "ann", address: Address(city: "Oslo", zip: 150), tags: ["x", "y"], nickname: nil)
let cityPath = \User.address.city
print(u[keyPath: cityPath])

let addrPath: WritableKeyPath<User, Address> = \.address
let zipPath = addrPath.appending(path: \.zip)
u[keyPath: zipPath] += 1
print(u.address.zip)

let firstTag = \User.tags[0]
u[keyPath: firstTag] = "first"
print(u.tags)

let nickCount = \User.nickname?.count
print(u[keyPath: nickCount] as Any)
u.nickname = "annie"
print(u[keyPath: nickCount] as Any)

func set<Root, V>(_ root: inout Root, _ kp: WritableKeyPath<Root, V>, _ v: V) { root[keyPath: kp] = v }
set(&u, \.name, "ANN")
set(&u, \.address.city, "Bergen")
print(u.name, u.address.city)

let team = Team([u, User(name: "bob", address: Address(city: "Rome", zip: 1), tags: [], nickname: "b")])
let ref: ReferenceWritableKeyPath<Team, [User]> = \.members
team[keyPath: ref].append(User(name: "cy", address: Address(city: "Lima", zip: 9), tags: ["t"], nickname: nil))
print(team.members.map(\.name))
print(team.members.map(\.address.zip).sorted())

func sorted<T, V: Comparable>(_ xs: [T], by kp: KeyPath<T, V>) -> [T] { xs.sorted { $0[keyPath: kp] < $1[keyPath: kp] } }
print(sorted(team.members, by: \.address.city).map(\.name))
let identity = \User.self
print(u[keyPath: identity].name)
let kps: [PartialKeyPath<User>] = [\User.name, \User.address.zip]
print(kps.map { "\(u[keyPath: $0])" })

// expect: Oslo
// expect: 151
// expect: ["first", "y"]
// expect: nil
// expect: Optional(5)
// expect: ANN Bergen
// expect: ["ANN", "bob", "cy"]
// expect: [1, 9, 151]
// expect: ["ANN", "cy", "bob"]
// expect: ANN
// expect: ["ANN", "151"]
