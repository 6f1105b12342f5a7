// Compiler test style: existentials vs generics vs concrete types — shadowed extension members and opening
// known-gap: line 10: expected "OPQ! o Title(opq)", got "person shouts opq P Title(opq)"
protocol Named {
  var name: String { get }
  func title() -> String
}
extension Named {
  func title() -> String { return "Title(\(name))" }
  func shout() -> String { return name.uppercased() + "!" }
  var initial: String { return String(name.prefix(1)) }
}

struct Person: Named {
  var name: String
  func shout() -> String { return "person shouts \(name)" }
  var initial: String { return "P" }
}
final class Robot: Named {
  var name: String { return "r2" }
  func title() -> String { return "Unit \(name)" }
}
enum Pet: Named {
  case cat, dog
  var name: String { return self == .cat ? "tom" : "rex" }
}

let p = Person(name: "ann")
print(p.title(), p.shout(), p.initial)
let pe: any Named = p
print(pe.title(), pe.shout(), pe.initial)

let things: [any Named] = [p, Robot(), Pet.cat, Pet.dog]
print(things.map { $0.title() })
print(things.map { $0.shout() })
print(things.map { $0.initial })

func generic<N: Named>(_ n: N) -> String { return "\(n.title()) \(n.shout()) \(n.initial)" }
for t in things { print(generic(t)) }

func opaque() -> some Named { return Person(name: "opq") }
let o = opaque()
print(o.shout(), o.initial, o.title())

func typeName<N: Named>(_ n: N) -> String { return "\(N.self)" }
print(things.map { typeName($0) })

let optionalNamed: (any Named)? = Robot()
print(optionalNamed?.title() ?? "nil", optionalNamed?.shout() ?? "nil")

protocol Scorer: Named { func score() -> Int }
extension Scorer {
  func title() -> String { return "Scorer \(name) \(score())" }
}
struct Player: Scorer {
  var name: String
  func score() -> Int { return name.count * 7 }
}
let pl = Player(name: "bob")
let asNamed: any Named = pl
let asScorer: any Scorer = pl
print(pl.title(), asNamed.title(), asScorer.title(), generic(pl))

extension Pet: CustomStringConvertible { var description: String { return "Pet.\(name)" } }
let composed: any Named & CustomStringConvertible = Pet.dog
print(composed.title(), composed.description)
if let s = things[1] as? Robot { print("cast:", s.title(), s.shout()) }
print(things.compactMap { $0 as? Pet }.map { $0.initial })

// expect: Title(ann) person shouts ann P
// expect: Title(ann) ANN! a
// expect: ["Title(ann)", "Unit r2", "Title(tom)", "Title(rex)"]
// expect: ["ANN!", "R2!", "TOM!", "REX!"]
// expect: ["a", "r", "t", "r"]
// expect: Title(ann) ANN! a
// expect: Unit r2 R2! r
// expect: Title(tom) TOM! t
// expect: Title(rex) REX! r
// expect: OPQ! o Title(opq)
// expect: ["Person", "Robot", "Pet", "Pet"]
// expect: Unit r2 R2!
// expect: Scorer bob 21 Scorer bob 21 Scorer bob 21 Scorer bob 21 BOB! b
// expect: Title(rex) Pet.rex
// expect: cast: Unit r2 R2!
// expect: ["t", "r"]
