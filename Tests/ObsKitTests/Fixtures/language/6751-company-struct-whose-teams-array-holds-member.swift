// Advanced Swift style (nested mutation): a company struct whose teams array holds member arrays, mutated through nested property paths
struct Member {
    var name: String
    var level: Int
}

struct Team {
    var title: String
    var members: [Member] = []
    var headcount: Int { members.count }
}

struct Company {
    var name: String
    var teams: [Team]
    var staffCount: Int { teams.reduce(0) { $0 + $1.headcount } }
}

var acme = Company(name: "Acme", teams: [Team(title: "Core"), Team(title: "Apps")])
acme.teams[0].members.append(Member(name: "Ada", level: 2))
acme.teams[0].members.append(Member(name: "Grace", level: 3))
acme.teams[1].members.append(Member(name: "Linus", level: 1))
print(acme.staffCount)

let snapshot = acme
acme.teams[0].members[1].level += 1
acme.teams[1].title.append("!")
print(acme.teams[0].members.map { "\($0.name):\($0.level)" })
print(snapshot.teams[0].members.map { "\($0.name):\($0.level)" })
print(acme.teams.map(\.title), snapshot.teams.map(\.title))

acme.teams[1].members.removeAll()
acme.teams.append(Team(title: "Ops", members: [Member(name: "Ken", level: 4)]))
for team in acme.teams {
    print(team.title, team.headcount, team.members.map(\.name).joined(separator: ","))
}
print(acme.staffCount, snapshot.staffCount)

var levels = acme.teams.flatMap { $0.members.map(\.level) }
levels.sort(by: >)
print(levels)

// expect: 3
// expect: ["Ada:2", "Grace:4"]
// expect: ["Ada:2", "Grace:3"]
// expect: ["Core", "Apps!"] ["Core", "Apps"]
// expect: Core 2 Ada,Grace
// expect: Apps! 0 
// expect: Ops 1 Ken
// expect: 3 3
// expect: [4, 4, 2]
