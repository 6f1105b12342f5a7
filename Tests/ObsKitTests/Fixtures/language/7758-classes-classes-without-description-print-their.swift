// Blog style (classes): classes without description print their qualified name
class Animal {
    var name: String
    init(name: String) { self.name = name }
}
class Dog: Animal {}
final class Counter { var n = 0 }
let a = Animal(name: "cat")
print(a)
print(Dog(name: "rex"))
print(Counter())
print([Counter(), Counter()])
print("animal: \(a)")
debugPrint(a)
print(String(describing: a))
print(String(reflecting: a))
print(type(of: a))
let d: Animal = Dog(name: "fido")
print(type(of: d))
print(d is Dog, d.name)
let o: Animal? = a
print(o as Any)
print(String(describing: Dog.self), String(reflecting: Dog.self))
// expect: main.Animal
// expect: main.Dog
// expect: main.Counter
// expect: [main.Counter, main.Counter]
// expect: animal: main.Animal
// expect: main.Animal
// expect: main.Animal
// expect: main.Animal
// expect: Animal
// expect: Dog
// expect: true fido
// expect: Optional(main.Animal)
// expect: Dog main.Dog
