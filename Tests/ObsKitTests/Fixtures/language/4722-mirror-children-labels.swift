// Compiler test style: Mirror children and labels
// Checks Mirror(reflecting:) children counts, labels and values for
// structs, classes, tuples (labels ".0"), enums with payloads, arrays,
// optionals, and values with no children.

struct Person {
  var name: String
  var age: Int
  let id: Int
}

func show(_ subject: Any) {
  let m = Mirror(reflecting: subject)
  var parts: [String] = []
  for child in m.children {
    parts.append("\(child.label ?? "nil")=\(child.value)")
  }
  print(m.children.count, parts)
}

show(Person(name: "Ann", age: 30, id: 7))
show((1, "two"))
show((a: 1, b: 2.5))
show([10, 20, 30])
show(5)
show("string")

// Class with stored properties; computed properties are not children.
class Account {
  var owner = "me"
  var balance = 100
  var doubled: Int { balance * 2 }
}
show(Account())

// Enum payloads.
enum Msg {
  case ping
  case text(String)
  case move(x: Int, y: Int)
}
show(Msg.ping)
show(Msg.text("hey"))
show(Msg.move(x: 1, y: 2))

// Optionals.
let some: Int? = 3
let none: Int? = nil
show(some as Any)
show(none as Any)

// Walking children with labels.
let m = Mirror(reflecting: Person(name: "Bo", age: 4, id: 1))
for case let (label?, value) in m.children {
  print(label, "->", value)
}

// Looking up a child by label.
if let age = m.children.first(where: { $0.label == "age" })?.value as? Int {
  print("age is", age)
}

// descendant by label and index.
print(m.descendant("name") as Any)
print(m.descendant(1) as Any)
print(m.descendant("missing") as Any)

// Nested descendant.
struct Team { var lead: Person }
let tm = Mirror(reflecting: Team(lead: Person(name: "Cy", age: 50, id: 2)))
print(tm.descendant("lead", "name") as Any)
print(tm.descendant("lead", 2) as Any)

// Dictionary with one entry: children are (key, value) tuples.
let dm = Mirror(reflecting: ["k": 1])
print(dm.children.count)
for child in dm.children {
  print(child.label as Any, child.value)
}

// Set with one entry.
let sm = Mirror(reflecting: Set([8]))
print(sm.children.count, sm.children.map { $0.value })

// expect: 3 ["name=Ann", "age=30", "id=7"]
// expect: 2 [".0=1", ".1=two"]
// expect: 2 ["a=1", "b=2.5"]
// expect: 3 ["nil=10", "nil=20", "nil=30"]
// expect: 0 []
// expect: 0 []
// expect: 2 ["owner=me", "balance=100"]
// expect: 0 []
// expect: 1 ["text=hey"]
// expect: 1 ["move=(x: 1, y: 2)"]
// expect: 1 ["some=3"]
// expect: 0 []
// expect: name -> Bo
// expect: age -> 4
// expect: id -> 1
// expect: age is 4
// expect: Optional("Bo")
// expect: Optional(4)
// expect: nil
// expect: Optional("Cy")
// expect: Optional(2)
// expect: 1
// expect: nil (key: "k", value: 1)
// expect: 1 [8]
