// Compiler test style (test/Interpreter/generic_casts.swift): casting generic values to concrete types, classes and metatypes
protocol Marker: AnyObject {}

class Animal: Marker {
  func speak() -> String { return "..." }
}
class Dog: Animal {
  override func speak() -> String { return "woof" }
}
class Cat: Animal {
  override func speak() -> String { return "meow" }
}
final class Rock: Marker {}

func forceInt<T>(_ value: T) -> Int {
  return value as! Int
}

func intOrZero<T>(_ value: T) -> Int {
  if let i = value as? Int { return i }
  return 0
}

func animalOrCat<T>(_ value: T) -> Animal {
  if value is Animal { return value as! Animal }
  return Cat()
}

func markerToAnimal<T: Marker>(_ value: T) -> Animal? {
  return value as? Animal
}

func existentialToAnimal(_ value: any Marker) -> String {
  if let a = value as? Animal { return a.speak() }
  return "not an animal"
}

func isInstance<T, U>(_ t: T, of: U.Type) -> Bool {
  return t is U
}

func metaIs<T, U>(_ t: T.Type, _ u: U.Type) -> Bool {
  return T.self is U.Type
}

print(forceInt(22))
print(forceInt(22 as Any))
print(intOrZero(7))
print(intOrZero("seven"))
print(intOrZero(7.0))
print(intOrZero(Optional(9)))

print(animalOrCat(Dog()).speak())
print(animalOrCat(Animal()).speak())
print(animalOrCat(42).speak())
print(animalOrCat(Rock()).speak())

print(markerToAnimal(Dog())?.speak() ?? "nil")
print(markerToAnimal(Rock())?.speak() ?? "nil")
print(existentialToAnimal(Cat()))
print(existentialToAnimal(Rock()))

print("-- instance checks")
print(isInstance(Dog(), of: Animal.self))
print(isInstance(Animal(), of: Dog.self))
print(isInstance(3, of: Int.self))
print(isInstance(3, of: Double.self))
print(isInstance(Dog(), of: AnyObject.self))
print(isInstance(Dog(), of: Marker.self))
print(isInstance(3, of: Any.self))
print(isInstance([1, 2], of: [Int].self))
print(isInstance([1, 2], of: [Any].self))

print("-- metatype checks")
print(metaIs(Int.self, Int.self))
print(metaIs(Int.self, Float.self))
print(metaIs(Dog.self, Animal.self))
print(metaIs(Animal.self, Dog.self))
print(Animal.self is Dog.Type)
print((Dog.self as Animal.Type) is Dog.Type)

let t: Any.Type = type(of: 1 as Any)
print(t is Int.Type, t is Float.Type, t is Animal.Type)
let u: Any.Type = type(of: Cat() as Any)
print(u is Animal.Type, u is Cat.Type, u is Dog.Type)
print(u)
print(t == Int.self)

let mixed: [Any] = [1, "two", Dog(), 3.5, Cat(), Rock()]
var animals = 0
var ints = 0
for item in mixed {
  switch item {
  case let a as Animal:
    animals += 1
    print("animal says \(a.speak())")
  case let i as Int:
    ints += 1
    print("int \(i)")
  case is Marker:
    print("some other marker")
  default:
    print("other: \(item)")
  }
}
print(animals, ints)

// expect: 22
// expect: 22
// expect: 7
// expect: 0
// expect: 0
// expect: 9
// expect: woof
// expect: ...
// expect: meow
// expect: meow
// expect: woof
// expect: nil
// expect: meow
// expect: not an animal
// expect: -- instance checks
// expect: true
// expect: false
// expect: true
// expect: false
// expect: true
// expect: true
// expect: true
// expect: true
// expect: true
// expect: -- metatype checks
// expect: true
// expect: false
// expect: true
// expect: false
// expect: false
// expect: true
// expect: true false false
// expect: true true false
// expect: Cat
// expect: true
// expect: int 1
// expect: other: two
// expect: animal says woof
// expect: other: 3.5
// expect: animal says meow
// expect: some other marker
// expect: 2 1
