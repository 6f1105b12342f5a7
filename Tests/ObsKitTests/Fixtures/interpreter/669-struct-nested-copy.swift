// Structs containing arrays and other structs copy deeply on assignment.
struct Address { var city: String }
struct Team {
    var name: String
    var members: [String]
    var hq: Address
}
var alpha = Team(name: "alpha", members: ["ann", "bo"], hq: Address(city: "Oslo"))
var beta = alpha
beta.name = "beta"
beta.members.append("cy")
beta.hq.city = "Rome"
print(alpha.name, alpha.members, alpha.hq.city)
print(beta.name, beta.members, beta.hq.city)
var teams = [alpha, beta]
teams[0].members.removeAll()
print(alpha.members.count, teams[0].members.count)
func rename(_ t: Team) -> Team {
    var t = t
    t.name += "!"
    return t
}
print(rename(alpha).name, alpha.name)

// expect: alpha ["ann", "bo"] Oslo
// expect: beta ["ann", "bo", "cy"] Rome
// expect: 2 0
// expect: alpha! alpha
