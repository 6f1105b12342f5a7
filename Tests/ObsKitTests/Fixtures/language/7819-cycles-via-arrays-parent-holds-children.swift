// Swift book style (cycles via arrays): parent holds children strongly, children hold parent weakly
final class Team {
    let name: String
    var members: [Member] = []
    init(name: String) { self.name = name }
    deinit { print("team \(name) disbanded") }
    func hire(_ name: String) {
        let m = Member(name: name, team: self)
        members.append(m)
    }
}

final class Member {
    let name: String
    weak var team: Team?
    init(name: String, team: Team) { self.name = name; self.team = team }
    deinit { print("member \(name) left") }
}

var team: Team? = Team(name: "Blue")
team!.hire("Ana")
team!.hire("Bo")
team!.hire("Cy")
let keeper = team!.members[1]
print(team!.members.map { "\($0.name)@\($0.team?.name ?? "-")" })
team!.members.removeFirst()
print("after removeFirst: \(team!.members.count)")
team = nil
print("\(keeper.name) team: \(keeper.team?.name ?? "none")")
// expect: ["Ana@Blue", "Bo@Blue", "Cy@Blue"]
// expect: member Ana left
// expect: after removeFirst: 2
// expect: team Blue disbanded
// expect: member Cy left
// expect: Bo team: none
