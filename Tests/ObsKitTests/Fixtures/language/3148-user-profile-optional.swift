// App code style: user profile with nested optionals, optional chaining, guard let and nil-coalescing defaults
struct Address {
    var street: String
    var city: String
    var zip: String?
}

struct Company {
    var name: String
    var address: Address?
}

struct User {
    let username: String
    var displayName: String?
    var company: Company?
    var tags: [String]?

    var greeting: String { "Hello, \(displayName ?? username)!" }
}

func shippingLabel(for user: User) -> String {
    guard let company = user.company else { return "\(user.username): no company" }
    guard let address = company.address, let zip = address.zip else {
        return "\(user.username): \(company.name) (address incomplete)"
    }
    return "\(user.displayName ?? user.username), \(company.name), \(address.street), \(address.city) \(zip)"
}

var users = [
    User(username: "jdoe", displayName: "Jane Doe",
         company: Company(name: "Acme", address: Address(street: "1 Main St", city: "Springfield", zip: "12345")),
         tags: ["admin", "beta"]),
    User(username: "bob", company: Company(name: "Initech", address: Address(street: "9 Oak", city: "Austin"))),
    User(username: "zed", tags: []),
]

for user in users {
    print(user.greeting)
    print("  " + shippingLabel(for: user))
    print("  city: \(user.company?.address?.city ?? "unknown"), first tag: \(user.tags?.first ?? "none")")
}
users[1].company?.address?.zip = "73301"
users[2].company?.name = "Ghost Inc"
print(shippingLabel(for: users[1]))
print("zed has company: \(users[2].company != nil)")
let tagCounts = users.map { $0.tags?.count ?? -1 }
print("tag counts: \(tagCounts)")
if let upper = users[0].company?.name.uppercased(), upper.count > 3 {
    print("Company shout: \(upper)")
}
// expect: Hello, Jane Doe!
// expect:   Jane Doe, Acme, 1 Main St, Springfield 12345
// expect:   city: Springfield, first tag: admin
// expect: Hello, bob!
// expect:   bob: Initech (address incomplete)
// expect:   city: Austin, first tag: none
// expect: Hello, zed!
// expect:   zed: no company
// expect:   city: unknown, first tag: none
// expect: bob, Initech, 9 Oak, Austin 73301
// expect: zed has company: false
// expect: tag counts: [2, -1, 0]
// expect: Company shout: ACME
