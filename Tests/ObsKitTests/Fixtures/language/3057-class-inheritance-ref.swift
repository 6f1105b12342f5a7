// Compiler test style: subclass instances shared through base-class references
class Animal {
  var name: String
  var sounds: [String] = []
  init(name: String) { self.name = name }
  func speak() { sounds.append("...") }
}
class Dog: Animal {
  var tricks = 0
  override func speak() { sounds.append("woof") }
}

let d = Dog(name: "rex")
let a: Animal = d
a.speak()
a.name = "Rex"
d.tricks += 2
print(d.name, d.sounds, d.tricks)
print(a === d)

var pets: [Animal] = [d, Animal(name: "generic"), d]
for p in pets { p.speak() }
print(d.sounds.count, pets[1].sounds)
print(pets[0] === pets[2], pets[0] === pets[1])

let petsCopy = pets
pets[1] = Dog(name: "fido")
pets[1].speak()
print(petsCopy[1].name, pets[1].name, pets[1].sounds)

if let dog = pets[0] as? Dog {
  dog.tricks = 10
}
print(d.tricks)
print(pets.filter { $0 is Dog }.count)
// expect: Rex ["woof"] 2
// expect: true
// expect: 3 ["..."]
// expect: true false
// expect: generic fido ["woof"]
// expect: 10
// expect: 3
