// Compiler-test style: if case, guard case, for case with payload patterns, optionals and where filters
enum Event {
    case click(x: Int, y: Int)
    case key(Character)
    case scroll(Int)
    case idle
}

let events: [Event] = [.click(x: 1, y: 2), .key("a"), .scroll(-3), .idle, .click(x: 10, y: 0), .key("Z"), .scroll(5)]

for case let .click(x, y) in events {
    print("click at \(x),\(y)")
}
for case .scroll(let d) in events where d > 0 {
    print("scroll down \(d)")
}
var keys = ""
for e in events {
    if case .key(let c) = e, c.isUppercase { keys += "^" + String(c) }
    else if case .key(let c) = e { keys += String(c) }
}
print("keys:", keys)

let maybe: [Int?] = [1, nil, 3, nil, 5]
var got: [String] = []
for case let n? in maybe { got.append("got \(n)") }
print(got.joined(separator: "; "))
for case nil in maybe { print("a nil") }

func firstClickX(_ es: [Event]) -> Int {
    for e in es {
        guard case let .click(x, _) = e else { continue }
        return x
    }
    return -1
}
print(firstClickX(events), firstClickX([.idle]))

let n = 42
if case 40...50 = n { print("\(n) in 40...50") }
if case let (a, b) = (1, "one"), a > 0 { print("tuple bound", a, b) }
let idleCount = events.filter { if case .idle = $0 { return true } else { return false } }.count
print("idle count", idleCount)

// expect: click at 1,2
// expect: click at 10,0
// expect: scroll down 5
// expect: keys: a^Z
// expect: got 1; got 3; got 5
// expect: a nil
// expect: a nil
// expect: 1 -1
// expect: 42 in 40...50
// expect: tuple bound 1 one
// expect: idle count 1
