// Compiler test style: a subclass method does not override a default implementation the base class inherited
protocol Speaker {
  func speak() -> String
}

extension Speaker {
  func speak() -> String { return "protocol default" }
}

class Animal: Speaker {}

class Dog: Animal {
  func speak() -> String { return "woof" }
}

let d = Dog()
print(d.speak())

let asAnimal: Animal = d
print(asAnimal.speak())

let asSpeaker: any Speaker = d
print(asSpeaker.speak())

func talk<T: Speaker>(_ t: T) -> String { return t.speak() }
print(talk(d))

// Fix: the base class implements the requirement itself, subclass overrides.
class Cat: Speaker {
  func speak() -> String { return "cat base" }
}
class Lion: Cat {
  override func speak() -> String { return "roar" }
}
let l = Lion()
let ls: any Speaker = l
print(l.speak(), (l as Cat).speak(), ls.speak(), talk(l))
// expect: woof
// expect: protocol default
// expect: protocol default
// expect: protocol default
// expect: roar roar roar roar
