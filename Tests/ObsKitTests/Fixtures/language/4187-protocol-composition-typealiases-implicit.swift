// Compiler test style: protocol composition, typealiases, and implicit opening of existentials into generics
protocol Named { var name: String { get } }
protocol Scored { var score: Int { get } }
typealias Player = Named & Scored

struct Human: Player { var name: String; var score: Int }
struct Bot: Named, Scored {
  var name: String { return "bot" }
  var score: Int { return 50 }
}

func line(_ p: any Player) -> String { return "\(p.name): \(p.score)" }
func best<T: Named & Scored>(_ xs: [T]) -> String {
  return xs.max { $0.score < $1.score }.map { $0.name } ?? "none"
}
let roster: [any Player] = [Human(name: "ann", score: 70), Bot(), Human(name: "bo", score: 30)]
for r in roster { print(line(r)) }
print(best([Human(name: "x", score: 1), Human(name: "y", score: 9)]))
print(roster.map(\.score).reduce(0, +))

func typeName<T: Named>(_ x: T) -> String { return "\(T.self) named \(x.name)" }
for r in roster { print(typeName(r)) }

func openScore(_ s: any Scored) -> String { return describeScore(s) }
func describeScore<S: Scored>(_ s: S) -> String { return "\(S.self)=\(s.score)" }
print(openScore(Bot()), openScore(Human(name: "z", score: 2)))

protocol Resettable: AnyObject { func reset() }
class Board: Named, Resettable {
  var name = "board"
  func reset() { name = "reset" }
}
let nr: any Named & Resettable = Board()
nr.reset()
print(nr.name)
let maybe = roster.first { $0.score > 60 }
print(maybe?.name ?? "nobody")
// expect: ann: 70
// expect: bot: 50
// expect: bo: 30
// expect: y
// expect: 150
// expect: Human named ann
// expect: Bot named bot
// expect: Human named bo
// expect: Bot=50 Human=2
// expect: reset
// expect: ann
