// Compiler test style: printing values through Any and protocol existentials
protocol Named { var name: String { get } }
struct User: Named { var name: String; var id: Int }
class Team: Named {
  var name: String
  init(name: String) { self.name = name }
}
enum Kind: Named {
  case robot
  var name: String { "bot" }
}

let things: [Named] = [User(name: "u", id: 1), Team(name: "t"), Kind.robot]
for t in things {
  print(t, t.name, type(of: t))
}
print(things.map { String(describing: $0) })
let anys: [Any] = [1, "s", 2.0, [1, 2], (1, "x"), User(name: "v", id: 2), Optional(3) as Any, Kind.robot]
for a in anys { print(a) }
debugPrint(anys)
let anyOpt: Any = Optional<String>.none as Any
print(anyOpt)
print(type(of: anyOpt))
let obj: AnyObject = Team(name: "z")
print(obj)
print(type(of: obj))
let nestedAny: Any = [["a": 1]] as Any
print(nestedAny)
// expect: User(name: "u", id: 1) u User
// expect: main.Team t Team
// expect: robot bot Kind
// expect: ["User(name: \"u\", id: 1)", "main.Team", "robot"]
// expect: 1
// expect: s
// expect: 2.0
// expect: [1, 2]
// expect: (1, "x")
// expect: User(name: "v", id: 2)
// expect: Optional(3)
// expect: robot
// expect: [1, "s", 2.0, [1, 2], (1, "x"), main.User(name: "v", id: 2), Optional(3), main.Kind.robot]
// expect: nil
// expect: Optional<String>
// expect: main.Team
// expect: Team
// expect: [["a": 1]]
