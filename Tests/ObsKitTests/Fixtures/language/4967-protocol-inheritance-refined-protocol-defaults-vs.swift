// Compiler test style: protocol inheritance — refined protocol defaults vs base defaults under generics
protocol Animal {
  func sound() -> String
  func describe() -> String
}
extension Animal {
  func sound() -> String { return "..." }
  func describe() -> String { return "Animal making \(sound())" }
}

protocol Pet: Animal {
  var owner: String { get }
}
extension Pet {
  func sound() -> String { return "purr" }
  func describe() -> String { return "Pet of \(owner) making \(sound())" }
}

protocol Guard: Animal {}
extension Guard {
  func sound() -> String { return "growl" }
}

struct Wolf: Animal {}
struct Cat: Pet { var owner = "ann" }
struct Dog: Pet, Guard {
  var owner = "bo"
  func sound() -> String { return "woof" }
}
struct Bear: Guard {
  func describe() -> String { return "Bear says \(sound())" }
}

func asAnimal<A: Animal>(_ a: A) -> String { return "\(a.sound()) / \(a.describe())" }
func asPet<P: Pet>(_ p: P) -> String { return "\(p.sound()) / \(p.describe())" }

print(asAnimal(Wolf()))
print(asAnimal(Cat()))
print(asAnimal(Dog()))
print(asAnimal(Bear()))
print(asPet(Cat()))
print(asPet(Dog()))

let zoo: [any Animal] = [Wolf(), Cat(), Dog(), Bear()]
for z in zoo { print(type(of: z), "->", z.describe()) }
let pets: [any Pet] = [Cat(), Dog()]
print(pets.map { $0.sound() })

protocol Shape { func area() -> Double }
protocol Polygon: Shape { var sides: Int { get } }
extension Shape { func summary() -> String { return "shape area \(area())" } }
extension Polygon { func summary() -> String { return "\(sides)-gon area \(area())" } }
struct Tri: Polygon {
  var sides: Int { return 3 }
  func area() -> Double { return 6 }
}
func shapeSummary<S: Shape>(_ s: S) -> String { return s.summary() }
func polySummary<P: Polygon>(_ p: P) -> String { return p.summary() }
print(Tri().summary())
print(shapeSummary(Tri()))
print(polySummary(Tri()))
let anyShape: any Shape = Tri()
print(anyShape.summary())

// expect: ... / Animal making ...
// expect: purr / Pet of ann making purr
// expect: woof / Pet of bo making woof
// expect: growl / Bear says growl
// expect: purr / Pet of ann making purr
// expect: woof / Pet of bo making woof
// expect: Wolf -> Animal making ...
// expect: Cat -> Pet of ann making purr
// expect: Dog -> Pet of bo making woof
// expect: Bear -> Bear says growl
// expect: ["purr", "woof"]
// expect: 3-gon area 6.0
// expect: shape area 6.0
// expect: 3-gon area 6.0
// expect: shape area 6.0
