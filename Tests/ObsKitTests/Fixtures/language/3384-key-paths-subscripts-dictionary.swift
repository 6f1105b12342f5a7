// Compiler test style: key paths with subscripts and dictionary keys, key path as function on nested generic types
struct Team { var name: String; var scores: [Int]; var meta: [String: String] }
var teams = [
  Team(name: "red", scores: [3, 5], meta: ["coach": "Al"]),
  Team(name: "blue", scores: [7], meta: [:]),
]
print(teams.map(\.scores.count))
print(teams.map(\.scores.first))
print(teams.map(\.meta["coach"]))
print(teams.map(\.name.count))

let secondScore = \Team.scores[1]
print(teams[0][keyPath: secondScore])
teams[0][keyPath: secondScore] = 50
print(teams[0].scores)
teams[1][keyPath: \.meta["coach"]] = "Bea"
print(teams[1].meta["coach"] ?? "none")

let kpToFirstTeamName = \[Team][0].name
print(teams[keyPath: kpToFirstTeamName])
teams[keyPath: \[Team][1].scores] += [1, 1]
print(teams[1].scores)

struct Wrapper<T> { var value: T; var history: [T] = [] }
var w = Wrapper(value: Team(name: "g", scores: [], meta: [:]))
w[keyPath: \.value.scores].append(9)
w[keyPath: \Wrapper<Team>.value.name] = "green"
print(w.value.name, w.value.scores)

let dictKP = \[String: Int]["x"]
var d = ["x": 1]
d[keyPath: dictKP] = 5
print(d["x"] as Any, [String: Int]()[keyPath: dictKP] as Any)

let tupleArray: [(Int, String)] = [(2, "b"), (1, "a")]
print(tupleArray.map(\.1), tupleArray.map(\.0).sorted())
print("xyz"[keyPath: \String.first] as Any, "q"[keyPath: \.isEmpty])
// expect: [2, 1]
// expect: [Optional(3), Optional(7)]
// expect: [Optional("Al"), nil]
// expect: [3, 4]
// expect: 5
// expect: [3, 50]
// expect: Bea
// expect: red
// expect: [7, 1, 1]
// expect: green [9]
// expect: Optional(5) nil
// expect: ["b", "a"] [1, 2]
// expect: Optional("x") false
