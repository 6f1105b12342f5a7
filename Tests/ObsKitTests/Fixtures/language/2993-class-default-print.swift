// Compiler test style: default printing of class instances is the qualified class name
class Animal {
  var name: String
  init(name: String) { self.name = name }
}

class Dog: Animal {}

final class Box<T> {
  var item: T
  init(_ item: T) { self.item = item }
}

class Outer {
  class Inner {}
}

let a = Animal(name: "generic")
let d = Dog(name: "rex")
let asAnimal: Animal = d
print(a)
print(d)
print(asAnimal)
debugPrint(d)
print(String(describing: a))
print(String(reflecting: a))
print(Box(3))
print(Box("s"))
print(Outer.Inner())
print([a, d])
print(Optional(a) as Any)
print("in interpolation: \(d)")
struct Holder { var pet: Animal }
print(Holder(pet: d))
// expect: main.Animal
// expect: main.Dog
// expect: main.Dog
// expect: main.Dog
// expect: main.Animal
// expect: main.Animal
// expect: main.Box<Swift.Int>
// expect: main.Box<Swift.String>
// expect: main.Outer.Inner
// expect: [main.Animal, main.Dog]
// expect: Optional(main.Animal)
// expect: in interpolation: main.Dog
// expect: Holder(pet: main.Dog)
