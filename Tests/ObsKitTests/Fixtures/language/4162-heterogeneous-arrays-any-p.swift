// Compiler test style: heterogeneous arrays of any P existentials dispatch each element dynamically
protocol Animal {
  var name: String { get }
  func sound() -> String
}
extension Animal {
  func intro() -> String { return "\(name) says \(sound())" }
}
struct Dog: Animal {
  let name: String
  func sound() -> String { return "woof" }
}
struct Cow: Animal {
  var name: String { return "cow" }
  func sound() -> String { return "moo" }
}
final class Cat: Animal {
  var lives = 9
  var name: String { return "cat(\(lives))" }
  func sound() -> String { return "meow" }
}

var zoo: [any Animal] = [Dog(name: "rex"), Cow(), Cat()]
for a in zoo { print(a.intro()) }
zoo.append(Dog(name: "fido"))
print(zoo.count)
print(zoo.map { $0.name }.joined(separator: ","))
let sorted = zoo.sorted { $0.name < $1.name }
print(sorted.map { $0.name })
let dogs = zoo.compactMap { $0 as? Dog }
print(dogs.map { $0.name })
print(zoo.filter { $0 is Cat }.count)
if let cat = zoo[2] as? Cat {
  cat.lives = 8
}
print(zoo[2].name)
let first: any Animal = zoo.first!
print(first.intro())
var dict: [String: any Animal] = [:]
for a in zoo { dict[a.sound()] = a }
for k in dict.keys.sorted() { print(k, dict[k]!.name) }
// expect: rex says woof
// expect: cow says moo
// expect: cat(9) says meow
// expect: 4
// expect: rex,cow,cat(9),fido
// expect: ["cat(9)", "cow", "fido", "rex"]
// expect: ["rex", "fido"]
// expect: 1
// expect: cat(8)
// expect: rex says woof
// expect: meow cat(8)
// expect: moo cow
// expect: woof fido
