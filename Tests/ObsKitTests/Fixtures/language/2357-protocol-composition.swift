// Compiler test style: protocol composition types P & Q in parameters, existentials, and typealiases
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
protocol Greeter { func greet() -> String }
extension Greeter where Self: Named { func greet() -> String { "Hello, \(name)" } }

typealias Person = Named & Aged

struct Employee: Named, Aged, Greeter { var name: String; var age: Int }
struct Robot: Named, Greeter {
  var name: String
  func greet() -> String { "BEEP \(name.uppercased())" }
}
class Pet: Named, Aged {
  var name: String; var age: Int
  init(name: String, age: Int) { self.name = name; self.age = age }
}

func birthday(_ p: Named & Aged) -> String { "\(p.name) turns \(p.age + 1)" }
func introduce<T: Named & Greeter>(_ t: T) -> String { "[\(t.name)] \(t.greet())" }
func oldest(_ people: [any Person]) -> String {
  people.max { $0.age < $1.age }.map { $0.name } ?? "nobody"
}

let people: [any Person] = [Employee(name: "Ines", age: 41), Pet(name: "Rex", age: 3), Employee(name: "Oda", age: 29)]
for p in people { print(birthday(p)) }
print(oldest(people))
print(introduce(Employee(name: "Ines", age: 41)))
print(introduce(Robot(name: "r2")))

let mixed: [any Named] = [Robot(name: "r2"), Pet(name: "Tom", age: 9), Employee(name: "Al", age: 50)]
for m in mixed {
  if let g = m as? any Named & Greeter {
    print("greeter:", g.greet())
  } else if let p = m as? Person {
    print("person:", p.name, p.age)
  }
}
let both = mixed.compactMap { $0 as? any Greeter & Aged }
print(both.count, both.map { $0.greet() })
let classy: AnyObject & Named = Pet(name: "Kit", age: 1)
print(classy.name, classy is Aged)
// expect: Ines turns 42
// expect: Rex turns 4
// expect: Oda turns 30
// expect: Ines
// expect: [Ines] Hello, Ines
// expect: [r2] BEEP R2
// expect: greeter: BEEP R2
// expect: person: Tom 9
// expect: greeter: Hello, Al
// expect: 1 ["Hello, Al"]
// expect: Kit true
