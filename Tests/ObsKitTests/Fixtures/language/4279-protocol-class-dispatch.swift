// Compiler test style: dynamic dispatch through protocol requirements vs extension methods on classes
protocol Greeter {
  func greet() -> String
  var title: String { get }
}

extension Greeter {
  func greet() -> String { return "default greet from \(title)" }
  func farewell() -> String { return "extension farewell from \(title)" }
  var shout: String { return greet().uppercased() }
}

class Person: Greeter {
  var title: String { return "Person" }
  func farewell() -> String { return "Person farewell" }
}

class Teacher: Person {
  override var title: String { return "Teacher" }
  func greet() -> String { return "Teacher greet" }
}

class Doctor: Person {
  override var title: String { return "Doctor" }
  override func farewell() -> String { return "Doctor farewell" }
}

class Robot: Greeter {
  var title: String { return "Robot" }
  func greet() -> String { return "beep from \(title)" }
}

class Android: Robot {
  override var title: String { return "Android" }
  override func greet() -> String { return "hello, " + super.greet() }
}

let people: [Person] = [Person(), Teacher(), Doctor()]
for p in people {
  print("class: \(p.title) | \(p.farewell())")
}

let greeters: [Greeter] = [Person(), Teacher(), Doctor(), Robot(), Android()]
for g in greeters {
  print("proto: \(g.greet()) | \(g.farewell()) | \(g.shout)")
}

let t = Teacher()
print("direct: \(t.greet())")
let tg: Greeter = t
print("via protocol: \(tg.greet())")

func generic<G: Greeter>(_ g: G) -> String {
  return g.greet() + " / " + g.farewell()
}
print(generic(Teacher()))
print(generic(Doctor()))
print(generic(Android()))
let d: Person = Doctor()
print(generic(d))

protocol Named: AnyObject {
  var name: String { get set }
}
class Box: Named {
  var name = "box"
}
class LabeledBox: Box {
  override var name: String {
    didSet { print("  LabeledBox renamed \(oldValue) -> \(name)") }
  }
}
func rename(_ n: Named, _ s: String) { n.name = s }
let lb = LabeledBox()
rename(lb, "crate")
rename(Box(), "ignored")
print(lb.name)
// expect: class: Person | Person farewell
// expect: class: Teacher | Person farewell
// expect: class: Doctor | Doctor farewell
// expect: proto: default greet from Person | extension farewell from Person | DEFAULT GREET FROM PERSON
// expect: proto: default greet from Teacher | extension farewell from Teacher | DEFAULT GREET FROM TEACHER
// expect: proto: default greet from Doctor | extension farewell from Doctor | DEFAULT GREET FROM DOCTOR
// expect: proto: beep from Robot | extension farewell from Robot | BEEP FROM ROBOT
// expect: proto: hello, beep from Android | extension farewell from Android | HELLO, BEEP FROM ANDROID
// expect: direct: Teacher greet
// expect: via protocol: default greet from Teacher
// expect: default greet from Teacher / extension farewell from Teacher
// expect: default greet from Doctor / extension farewell from Doctor
// expect: hello, beep from Android / extension farewell from Android
// expect: default greet from Doctor / extension farewell from Doctor
// expect:   LabeledBox renamed box -> crate
// expect: crate
