// Compiler test style: type casting in hierarchies — is, as?, as!, and switch with class patterns
protocol Flying { var wingspan: Int { get } }
protocol Swimming {}

class Creature {
  let name: String
  init(_ name: String) { self.name = name }
}
class Bird: Creature, Flying {
  var wingspan: Int { return 30 }
}
class Penguin: Bird, Swimming {
  override var wingspan: Int { return 0 }
}
class Eagle: Bird {
  override var wingspan: Int { return 200 }
}
class Fish: Creature, Swimming {}
class FlyingFish: Fish, Flying {
  var wingspan: Int { return 5 }
}

let zoo: [Creature] = [Creature("blob"), Bird("robin"), Penguin("pingu"),
                       Eagle("sam"), Fish("nemo"), FlyingFish("exo")]

func classify(_ c: Creature) -> String {
  switch c {
  case let p as Penguin:
    return "\(p.name): penguin"
  case let e as Eagle where e.wingspan > 100:
    return "\(e.name): big eagle"
  case let f as Flying & Swimming:
    return "\(c.name): flies \(f.wingspan) and swims"
  case let b as Bird:
    return "\(b.name): bird"
  case is Swimming:
    return "\(c.name): swimmer"
  default:
    return "\(c.name): unknown"
  }
}

for c in zoo {
  print(classify(c))
}

print(zoo.filter { $0 is Flying }.map { $0.name })
print(zoo.filter { $0 is Swimming }.map { $0.name })
print(zoo.compactMap { $0 as? Bird }.map { $0.wingspan })
print(zoo.compactMap { ($0 as? Flying)?.wingspan }.reduce(0, +))

let b: Creature = Penguin("p2")
let asBird = b as! Bird
print(asBird.wingspan, asBird is Penguin, asBird is Eagle)
if let f = b as? Flying, let s = b as? Swimming {
  print("both: \(f.wingspan) \(type(of: s))")
}
let maybe: Creature? = Eagle("e2")
if case let e as Eagle = maybe {
  print("optional pattern eagle \(e.name)")
}
let anys: [Any] = [Fish("f"), 3, "x", Eagle("y"), Optional<Int>.none as Any]
for a in anys {
  switch a {
  case let c as Creature: print("creature \(c.name)")
  case let i as Int: print("int \(i)")
  case is String: print("string")
  default: print("other")
  }
}
let up: Creature = FlyingFish("ff") as Creature
print((up as? Fish)?.name ?? "-", (up as? Bird)?.name ?? "-")
// expect: blob: unknown
// expect: robin: bird
// expect: pingu: penguin
// expect: sam: big eagle
// expect: nemo: swimmer
// expect: exo: flies 5 and swims
// expect: ["robin", "pingu", "sam", "exo"]
// expect: ["pingu", "nemo", "exo"]
// expect: [30, 0, 200]
// expect: 235
// expect: 0 true false
// expect: both: 0 Penguin
// expect: optional pattern eagle e2
// expect: creature f
// expect: int 3
// expect: string
// expect: creature y
// expect: other
// expect: ff -
