// Compiler test style: printing and reflection of class hierarchies
// Checks default print of classes at each level, description inherited
// from a base class, dynamic dispatch of description through base
// references, dump of three-level hierarchies, and generic classes.

class Animal {
  var name: String
  init(name: String) { self.name = name }
}
class Mammal: Animal {
  var legs = 4
}
class Dog: Mammal {
  var breed = "mutt"
}

let animals: [Animal] = [Animal(name: "a"), Mammal(name: "m"), Dog(name: "d")]
print(animals)
for a in animals {
  print(type(of: a), a is Mammal, a is Dog)
}
dump(Dog(name: "rex"))

// Description defined in the base and inherited.
class Vehicle: CustomStringConvertible {
  var wheels: Int
  init(wheels: Int) { self.wheels = wheels }
  var description: String { "\(type(of: self)) with \(wheels) wheels" }
}
class Bike: Vehicle {
  init() { super.init(wheels: 2) }
}
class Truck: Vehicle {
  var load = 10
  override var description: String { super.description + ", load \(load)" }
}
print(Vehicle(wheels: 4))
print(Bike())
print(Truck(wheels: 6))
let vs: [Vehicle] = [Bike(), Truck(wheels: 18)]
print(vs)
print(vs.map { String(describing: $0) })
dump(Truck(wheels: 8))

// Generic class hierarchy.
class Container<T> {
  var items: [T] = []
  func add(_ x: T) { items.append(x) }
}
class Sorted<T: Comparable>: Container<T> {
  override func add(_ x: T) {
    super.add(x)
    items.sort()
  }
}
let c = Sorted<Int>()
c.add(3); c.add(1); c.add(2)
print(c)
print(c.items)
dump(c)
print(Mirror(reflecting: c).superclassMirror?.subjectType as Any)

// Class with a let and a weak/optional reference.
class Person {
  let name: String
  weak var friend: Person?
  var boss: Person?
  init(_ n: String) { name = n }
}
let p1 = Person("p1")
let p2 = Person("p2")
p1.friend = p2
p2.boss = p1
dump(p1)
print(Mirror(reflecting: p2).children.map { $0.label ?? "?" })

// Class holding a struct holding a class.
final class Wheel { var size = 20 }
struct Frame { var front: Wheel; var rear: Wheel }
final class Cycle { var frame = Frame(front: Wheel(), rear: Wheel()) }
dump(Cycle())

// expect: [main.Animal, main.Mammal, main.Dog]
// expect: Animal false false
// expect: Mammal true false
// expect: Dog true true
// expect: ▿ main.Dog #0
// expect:   ▿ super: main.Mammal
// expect:     ▿ super: main.Animal
// expect:       - name: "rex"
// expect:     - legs: 4
// expect:   - breed: "mutt"
// expect: Vehicle with 4 wheels
// expect: Bike with 2 wheels
// expect: Truck with 6 wheels, load 10
// expect: [Bike with 2 wheels, Truck with 18 wheels, load 10]
// expect: ["Bike with 2 wheels", "Truck with 18 wheels, load 10"]
// expect: ▿ Truck with 8 wheels, load 10 #0
// expect:   ▿ super: main.Vehicle
// expect:     - wheels: 8
// expect:   - load: 10
// expect: main.Sorted<Swift.Int>
// expect: [1, 2, 3]
// expect: - main.Sorted<Swift.Int> #0
// expect:   ▿ super: main.Container<Swift.Int>
// expect:     ▿ items: 3 elements
// expect:       - 1
// expect:       - 2
// expect:       - 3
// expect: Optional(main.Container<Swift.Int>)
// expect: ▿ main.Person #0
// expect:   - name: "p1"
// expect:   ▿ friend: Optional(main.Person)
// expect:     ▿ some: main.Person #1
// expect:       - name: "p2"
// expect:       - friend: nil
// expect:       ▿ boss: Optional(main.Person)
// expect:         ▿ some: main.Person #0
// expect:   - boss: nil
// expect: ["name", "friend", "boss"]
// expect: ▿ main.Cycle #0
// expect:   ▿ frame: main.Frame
// expect:     ▿ front: main.Wheel #1
// expect:       - size: 20
// expect:     ▿ rear: main.Wheel #2
// expect:       - size: 20
