// Sundell style (callable key path wrapper): wrapping a key path in a callable struct with transforms
struct Getter<Root, Value> {
    let path: KeyPath<Root, Value>

    func callAsFunction(_ root: Root) -> Value { root[keyPath: path] }

    func then<Next>(_ next: KeyPath<Value, Next>) -> Getter<Root, Next> {
        Getter<Root, Next>(path: path.appending(path: next))
    }
}

struct Team { var lead: Member; var size: Int }
struct Member { var name: String; var years: Int }

let teams = [
    Team(lead: Member(name: "Rae", years: 7), size: 5),
    Team(lead: Member(name: "Sol", years: 2), size: 3),
]

let lead = Getter(path: \Team.lead)
let leadName = lead.then(\.name)
let leadYears = lead.then(\.years)
print(teams.map(leadName.callAsFunction))
print(teams.map { leadYears($0) })
print(leadName(teams[0]).count)
print(leadName.then(\.count)(teams[1]))
print(teams.map(\.lead.name.count))
print(teams.map { $0[keyPath: leadYears.path] * $0.size })
// expect: ["Rae", "Sol"]
// expect: [7, 2]
// expect: 3
// expect: 3
// expect: [3, 3]
// expect: [35, 6]
