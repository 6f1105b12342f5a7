// Compiler test style: `if case`, `guard case`, `for case let` and `for case .x in` with optionals and enums
enum Event {
  case click(x: Int, y: Int)
  case key(Character)
  case scroll(Int)
  case idle
}

let events: [Event] = [.click(x: 1, y: 2), .key("a"), .scroll(-3), .idle, .key("b"), .click(x: 9, y: 0), .scroll(5)]

for case let .key(ch) in events {
  print("key", ch)
}
for case .click(let x, 0) in events {
  print("click on baseline at", x)
}
var idleCount = 0
for case .idle in events { idleCount += 1 }
print("idle:", idleCount)

for case let .scroll(amount) in events where amount > 0 {
  print("scroll down", amount)
}

let maybeNumbers: [Int?] = [1, nil, 3, nil, 5]
for case let n? in maybeNumbers {
  print("value", n)
}
var nilIndices: [Int] = []
for case (let i, nil) in maybeNumbers.enumerated() { nilIndices.append(i) }
print("nil at", nilIndices)

func describe(_ e: Event) -> String {
  guard case let .click(x, y) = e else {
    return "not a click"
  }
  return "click at \(x),\(y)"
}
print(describe(events[0]), "/", describe(events[1]))

if case .scroll(let d) = events[2], d < 0, case .key(let c) = events[4] {
  print("scrolled up by \(-d) then pressed \(c)")
}

let value = 42
if case 40...50 = value {
  print("in the forties")
}
if case let x? = Int("17"), x > 10 {
  print("parsed", x)
}
func firstKey(_ list: [Event]) -> Character? {
  for e in list {
    guard case .key(let k) = e else { continue }
    return k
  }
  return nil
}
print(firstKey(events) ?? "-", firstKey([.idle]) ?? "-")

// expect: key a
// expect: key b
// expect: click on baseline at 9
// expect: idle: 1
// expect: scroll down 5
// expect: value 1
// expect: value 3
// expect: value 5
// expect: nil at [1, 3]
// expect: click at 1,2 / not a click
// expect: scrolled up by 3 then pressed b
// expect: in the forties
// expect: parsed 17
// expect: a -
