// Compiler test style: for case patterns over arrays of enums and optionals
enum Event {
  case click(x: Int, y: Int)
  case key(Character)
  case scroll(Int)
}

let events: [Event] = [.click(x: 1, y: 2), .key("a"), .scroll(-3), .click(x: 10, y: 20), .key("z"), .scroll(5)]

for case let .click(x, y) in events {
  print("click at", x, y)
}
for case .key(let c) in events {
  print("key", c)
}
for case let .scroll(d) in events where d > 0 {
  print("scroll down", d)
}

let maybe: [Int?] = [1, nil, 3, nil, 5]
for case let x? in maybe {
  print("value", x)
}
var nils = 0
for case nil in maybe { nils += 1 }
print("nils", nils)

let pairs: [(String, Int?)] = [("a", 1), ("b", nil), ("c", 3)]
for case let (name, value?) in pairs {
  print(name, value)
}
for case (let name, nil) in pairs {
  print("missing", name)
}
// expect: click at 1 2
// expect: click at 10 20
// expect: key a
// expect: key z
// expect: scroll down 5
// expect: value 1
// expect: value 3
// expect: value 5
// expect: nils 2
// expect: a 1
// expect: c 3
// expect: missing b
