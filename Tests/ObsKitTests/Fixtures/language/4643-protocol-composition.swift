// Compiler test style: protocol composition P & Q in parameters, existentials and casts
// known-gap: line 14: expected "Robot: 1011", got "Robot: 1010"
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
protocol Greets { func greet() -> String }

struct Person: Named, Aged {
  let name: String
  let age: Int
}
struct Robot: Named, Greets {
  let name: String
  func greet() -> String { "beep from \(name)" }
}
struct Kid: Named, Aged, Greets {
  let name: String
  let age: Int
  func greet() -> String { "hi, I'm \(name), \(age)" }
}

typealias Someone = Named & Aged

func birthday(_ p: any Named & Aged) -> String {
  return "\(p.name) turns \(p.age + 1)"
}

func celebrate<T: Named & Aged>(_ p: T) -> String {
  return "\(T.self): \(p.name)@\(p.age)"
}

print(birthday(Person(name: "Ann", age: 30)))
print(birthday(Kid(name: "Bo", age: 6)))
print(celebrate(Kid(name: "Cy", age: 9)))

let crowd: [any Named] = [Person(name: "P", age: 40), Robot(name: "R2"), Kid(name: "K", age: 5)]
for x in crowd {
  var parts = [x.name]
  if let a = x as? any Aged { parts.append("age \(a.age)") }
  if let g = x as? any Greets { parts.append(g.greet()) }
  if let both = x as? any Aged & Greets { parts.append("both:\(both.age)") }
  print(parts.joined(separator: "; "))
}

let someones: [Someone] = [Person(name: "X", age: 1), Kid(name: "Y", age: 2)]
print(someones.map { $0.name + String($0.age) })
print(someones.map { $0 is Greets })

class Base { var id = 0 }
protocol Tagged { var tag: String { get } }
class Leaf: Base, Tagged { var tag: String { "leaf\(id)" } }
class Other: Base {}

func useBoth(_ x: Base & Tagged) -> String {
  x.id += 1
  return x.tag
}
let leaf = Leaf()
print(useBoth(leaf), useBoth(leaf))
let bases: [Base] = [Leaf(), Other(), Leaf()]
print(bases.map { ($0 as? Base & Tagged)?.tag ?? "untagged" })

extension Named where Self: Aged {
  var summary: String { "\(name) (\(age))" }
}
print(Person(name: "Zed", age: 77).summary)
print(Kid(name: "Q", age: 3).summary)

func describeType(_ t: Any.Type) -> String {
  let flags = [t is Named.Type, t is Aged.Type, t is Greets.Type, t is (Named & Greets).Type]
  return "\(t): " + flags.map { $0 ? "1" : "0" }.joined()
}
print(describeType(Person.self))
print(describeType(Robot.self))
print(describeType(Kid.self))
print(describeType(Int.self))
let composed: Any.Type = (any Named & Aged).self
print(composed)

// expect: Ann turns 31
// expect: Bo turns 7
// expect: Kid: Cy@9
// expect: P; age 40
// expect: R2; beep from R2
// expect: K; age 5; hi, I'm K, 5; both:5
// expect: ["X1", "Y2"]
// expect: [false, true]
// expect: leaf1 leaf2
// expect: ["leaf0", "untagged", "leaf0"]
// expect: Zed (77)
// expect: Q (3)
// expect: Person: 1100
// expect: Robot: 1011
// expect: Kid: 1111
// expect: Int: 0000
// expect: Aged & Named
