// Blog style (dump structs): dump output of nested structs
struct Address { var city: String; var zip: Int }
struct User {
    var name: String
    var address: Address
    var emails: [String]
    var nick: String?
}
let u = User(name: "Ada", address: Address(city: "London", zip: 1815), emails: ["a@x", "b@y"], nick: nil)
dump(u)
let u2 = User(name: "Bob", address: Address(city: "Paris", zip: 75), emails: [], nick: "bobby")
dump(u2)
let r = dump(Address(city: "Rome", zip: 1))
print(r.city)
dump(u, name: "user", maxDepth: 1)
dump(u, name: "two", maxDepth: 2)
struct Team { var lead: User; var members: [User] }
let team = Team(lead: u2, members: [u])
dump(team, maxDepth: 2)
struct Flags { var on = true; var ratio = 0.25; var letter: Character = "z" }
dump(Flags())
dump([Flags()], name: "flags")
print(u.address)
// expect: ▿ main.User
// expect:   - name: "Ada"
// expect:   ▿ address: main.Address
// expect:     - city: "London"
// expect:     - zip: 1815
// expect:   ▿ emails: 2 elements
// expect:     - "a@x"
// expect:     - "b@y"
// expect:   - nick: nil
// expect: ▿ main.User
// expect:   - name: "Bob"
// expect:   ▿ address: main.Address
// expect:     - city: "Paris"
// expect:     - zip: 75
// expect:   - emails: 0 elements
// expect:   ▿ nick: Optional("bobby")
// expect:     - some: "bobby"
// expect: ▿ main.Address
// expect:   - city: "Rome"
// expect:   - zip: 1
// expect: Rome
// expect: ▿ user: main.User
// expect:   - name: "Ada"
// expect:   ▹ address: main.Address
// expect:   ▹ emails: 2 elements
// expect:   - nick: nil
// expect: ▿ two: main.User
// expect:   - name: "Ada"
// expect:   ▿ address: main.Address
// expect:     - city: "London"
// expect:     - zip: 1815
// expect:   ▿ emails: 2 elements
// expect:     - "a@x"
// expect:     - "b@y"
// expect:   - nick: nil
// expect: ▿ main.Team
// expect:   ▿ lead: main.User
// expect:     - name: "Bob"
// expect:     ▹ address: main.Address
// expect:     - emails: 0 elements
// expect:     ▹ nick: Optional("bobby")
// expect:   ▿ members: 1 element
// expect:     ▹ main.User
// expect: ▿ main.Flags
// expect:   - on: true
// expect:   - ratio: 0.25
// expect:   - letter: "z"
// expect: ▿ flags: 1 element
// expect:   ▿ main.Flags
// expect:     - on: true
// expect:     - ratio: 0.25
// expect:     - letter: "z"
// expect: Address(city: "London", zip: 1815)
