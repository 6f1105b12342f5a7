// Compiler test style: protocol requirement vs extension method through generics, existentials and concrete types
protocol Greeter {
  func hello() -> String
  func bye() -> String
}

extension Greeter {
  func hello() -> String { return "ext hello" }
  func bye() -> String { return "ext bye" }
  func wave() -> String { return "ext wave" }
  func both() -> String { return "\(hello()) / \(wave())" }
}

extension Greeter where Self: Equatable {
  func wave() -> String { return "equatable wave" }
}

struct Plain: Greeter {
  func hello() -> String { return "Plain hello" }
  func wave() -> String { return "Plain wave" }
}

struct Eq: Greeter, Equatable {
  var id = 0
  func bye() -> String { return "Eq bye" }
}

struct EqShadow: Greeter, Equatable {
  func hello() -> String { return "EqShadow hello" }
  func wave() -> String { return "EqShadow wave" }
}

func viaGeneric<G: Greeter>(_ g: G) -> String {
  return "\(g.hello()) | \(g.bye()) | \(g.wave())"
}

func viaEquatableGeneric<G: Greeter & Equatable>(_ g: G) -> String {
  return "\(g.hello()) | \(g.bye()) | \(g.wave())"
}

func viaExistential(_ g: any Greeter) -> String {
  return "\(g.hello()) | \(g.bye()) | \(g.wave())"
}

print("concrete")
print(Plain().hello(), "|", Plain().bye(), "|", Plain().wave())
print(Eq().hello(), "|", Eq().bye(), "|", Eq().wave())
print(EqShadow().hello(), "|", EqShadow().bye(), "|", EqShadow().wave())

print("generic")
print(viaGeneric(Plain()))
print(viaGeneric(Eq()))
print(viaGeneric(EqShadow()))

print("equatable generic")
print(viaEquatableGeneric(Eq()))
print(viaEquatableGeneric(EqShadow()))

print("existential")
let all: [any Greeter] = [Plain(), Eq(), EqShadow()]
for g in all { print(viaExistential(g)) }

print("both")
print(Plain().both())
print(Eq().both())
print(EqShadow().both())

print("opened")
for g in all { print(viaGeneric(g)) }

// expect: concrete
// expect: Plain hello | ext bye | Plain wave
// expect: ext hello | Eq bye | equatable wave
// expect: EqShadow hello | ext bye | EqShadow wave
// expect: generic
// expect: Plain hello | ext bye | ext wave
// expect: ext hello | Eq bye | ext wave
// expect: EqShadow hello | ext bye | ext wave
// expect: equatable generic
// expect: ext hello | Eq bye | equatable wave
// expect: EqShadow hello | ext bye | equatable wave
// expect: existential
// expect: Plain hello | ext bye | ext wave
// expect: ext hello | Eq bye | ext wave
// expect: EqShadow hello | ext bye | ext wave
// expect: both
// expect: Plain hello / ext wave
// expect: ext hello / ext wave
// expect: EqShadow hello / ext wave
// expect: opened
// expect: Plain hello | ext bye | ext wave
// expect: ext hello | Eq bye | ext wave
// expect: EqShadow hello | ext bye | ext wave
