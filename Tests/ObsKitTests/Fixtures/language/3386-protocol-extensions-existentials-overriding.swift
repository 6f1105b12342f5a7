// Compiler test style: protocol extensions on existentials, overriding default via class, super calls, and dynamic Self
protocol Animal: AnyObject {
  var name: String { get }
  func sound() -> String
}
extension Animal {
  func sound() -> String { "..." }
  func speak() -> String { "\(name) says \(sound())" }
}
class Dog: Animal {
  var name: String { "Dog" }
  func sound() -> String { "woof" }
  class func make() -> Self { self.init() }
  required init() {}
}
class Puppy: Dog {
  override var name: String { "Puppy" }
  override func sound() -> String { super.sound() + "ish" }
}
class Fish: Animal {
  var name: String { "Fish" }
}

let zoo: [Animal] = [Dog(), Puppy(), Fish()]
for a in zoo { print(a.speak()) }
let made = Puppy.make()
print(type(of: made), made.speak())
let metatype: Dog.Type = Puppy.self
print(metatype.make().sound())
print(zoo.map { $0 is Dog }, zoo.map { $0 is Puppy })
print(zoo.compactMap { $0 as? Dog }.map(\.name))
print(zoo[1] === zoo[1], zoo[0] === zoo[1])

protocol Copyable { func copy() -> Self }
final class Doc: Copyable {
  var text: String
  init(_ t: String) { text = t }
  func copy() -> Doc { Doc(text + " (copy)") }
}
let d = Doc("orig")
let c = d.copy()
print(d.text, "|", c.text, "|", d === c)
// expect: Dog says woof
// expect: Puppy says woofish
// expect: Fish says ...
// expect: Puppy Puppy says woofish
// expect: woofish
// expect: [true, true, false] [false, true, false]
// expect: ["Dog", "Puppy"]
// expect: true false
// expect: orig | orig (copy) | false
