// Compiler test style (test/stdlib/Mirror.swift): custom mirrors, ancestor representations and descendant lookup
class Animal {
  var legs = 4
  var name = "animal"
}

class Dog: Animal, CustomReflectable {
  var breed = "mutt"
  var customMirror: Mirror {
    return Mirror(self, children: ["breed": breed, "goodBoy": true], displayStyle: .class, ancestorRepresentation: .generated)
  }
}

class Cat: Animal, CustomReflectable {
  var lives = 9
  var customMirror: Mirror {
    return Mirror(self, children: ["lives": lives], ancestorRepresentation: .suppressed)
  }
}

class Bird: Animal, CustomReflectable {
  var wings = 2
  var customMirror: Mirror {
    return Mirror(self, unlabeledChildren: [wings, wings * 10], displayStyle: .collection,
                  ancestorRepresentation: .customized({ Mirror(reflecting: "replaced ancestor") }))
  }
}

func describe(_ m: Mirror, depth: Int = 0) {
  let pad = String(repeating: "  ", count: depth)
  print("\(pad)type=\(m.subjectType) style=\(m.displayStyle.map { "\($0)" } ?? "nil") count=\(m.children.count)")
  for child in m.children {
    print("\(pad)  \(child.label ?? "_") = \(child.value)")
  }
  if let sup = m.superclassMirror {
    print("\(pad)  super:")
    describe(sup, depth: depth + 2)
  }
}

describe(Mirror(reflecting: Dog()))
describe(Mirror(reflecting: Cat()))
describe(Mirror(reflecting: Bird()))

struct Inner { var values = [10, 20, 30]; var label = "in" }
struct Outer { var inner = Inner(); var pair = (first: 1, second: "two"); var opt: Int? = 5 }
let m = Mirror(reflecting: Outer())
print(m.descendant("inner", "values", 1) as Any)
print(m.descendant("inner", "label") as Any)
print(m.descendant("pair", "second") as Any)
print(m.descendant("pair", 0) as Any)
print(m.descendant("opt") as Any)
print(m.descendant("opt", 0) as Any)
print(m.descendant("missing") as Any)
print(m.descendant("inner", "values", 7) as Any)
print(m.descendant(0, 0, 2) as Any)

let dogMirror = Mirror(reflecting: Dog())
print(dogMirror.descendant("breed") as Any, dogMirror.descendant("legs") as Any)

struct Temperature: CustomReflectable {
  var celsius: Double
  var customMirror: Mirror {
    Mirror(self, children: [("celsius", celsius), ("fahrenheit", celsius * 9 / 5 + 32)], displayStyle: .struct)
  }
}
describe(Mirror(reflecting: Temperature(celsius: 100)))
print(Temperature(celsius: 10))
dump(Temperature(celsius: -40))

let kv = Mirror(reflecting: ["only": 1])
print(kv.displayStyle as Any, kv.children.count)
for c in kv.children {
  let pairMirror = Mirror(reflecting: c.value)
  print(pairMirror.displayStyle as Any, pairMirror.children.map { $0.label ?? "-" })
}
let setM = Mirror(reflecting: Set([3]))
print(setM.displayStyle as Any, setM.children.map { $0.value as! Int })
let enumM = Mirror(reflecting: Optional("x"))
print(enumM.displayStyle as Any, enumM.children.first?.label as Any)

// expect: type=Dog style=class count=2
// expect:   breed = mutt
// expect:   goodBoy = true
// expect:   super:
// expect:     type=Animal style=class count=2
// expect:       legs = 4
// expect:       name = animal
// expect: type=Cat style=nil count=1
// expect:   lives = 9
// expect: type=Bird style=collection count=2
// expect:   _ = 2
// expect:   _ = 20
// expect:   super:
// expect:     type=Animal style=class count=2
// expect:       legs = 4
// expect:       name = animal
// expect: Optional(20)
// expect: Optional("in")
// expect: Optional("two")
// expect: Optional(1)
// expect: Optional(Optional(5))
// expect: Optional(5)
// expect: nil
// expect: nil
// expect: Optional(30)
// expect: Optional("mutt") nil
// expect: type=Temperature style=struct count=2
// expect:   celsius = 100.0
// expect:   fahrenheit = 212.0
// expect: Temperature(celsius: 10.0, fahrenheit: 50.0)
// expect: ▿ main.Temperature
// expect:   - celsius: -40.0
// expect:   - fahrenheit: -40.0
// expect: Optional(Swift.Mirror.DisplayStyle.dictionary) 1
// expect: Optional(Swift.Mirror.DisplayStyle.tuple) ["key", "value"]
// expect: Optional(Swift.Mirror.DisplayStyle.set) [3]
// expect: Optional(Swift.Mirror.DisplayStyle.optional) Optional("some")
