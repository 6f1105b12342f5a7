// if case / guard case / for case / while case with enums, optionals and casts
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum Event {
    case tap(x: Int, y: Int)
    case key(Character, shift: Bool)
    case scroll(Double)
    case idle
}
let events: [Event] = [.tap(x: 1, y: 2), .key("a", shift: false), .scroll(-3.5),
                       .key("B", shift: true), .idle, .tap(x: 10, y: 0), .scroll(2)]

for case .tap(let x, let y) in events { print("tap at", x, y) }
for case let .key(ch, shift: true) in events { print("shifted key", ch) }
for case .scroll(let d) in events where d < 0 { print("scroll up by", -d) }

var idleCount = 0
for e in events {
    if case .idle = e { idleCount += 1 }
}
print("idle:", idleCount)

func firstKey(_ es: [Event]) -> Character? {
    for e in es {
        guard case .key(let c, _) = e else { continue }
        return c
    }
    return nil
}
print(firstKey(events) ?? "-", firstKey([.idle]) ?? "-")

let maybe: [Int?] = [1, nil, 3, nil, 5]
for case let n? in maybe { print("some", n) }
for case nil in maybe { print("a nil") }
print(maybe.filter { if case .some(let v) = $0, v > 2 { return true }; return false })

let mixed: [Any] = [1, "two", 3.0, [4], 5, "six"]
for case let s as String in mixed { print("string:", s) }
for case let i as Int in mixed where i > 1 { print("int > 1:", i) }

if case .tap(let x, _) = events[5], x > 5, case .scroll(let d) = events.last! {
    print("combined", x, d)
}

var stack: [Event] = [.idle, .scroll(1), .tap(x: 0, y: 0)]
while case .some(.tap(let x, _)) = stack.last {
    print("pop tap", x)
    stack.removeLast()
}
print("remaining", stack.count)

let point = (3, -3)
if case (let x, let y) = point, x == -y { print("on anti-diagonal") }
if case 1...5 = point.0 { print("x in 1...5") }

enum Tree { indirect case node(Tree, Int, Tree); case leaf }
let t: Tree = .node(.node(.leaf, 1, .leaf), 2, .leaf)
if case .node(.node(_, let l, _), let v, .leaf) = t { print("left child", l, "root", v) }

// expect: tap at 1 2
// expect: tap at 10 0
// expect: shifted key B
// expect: scroll up by 3.5
// expect: idle: 1
// expect: a -
// expect: some 1
// expect: some 3
// expect: some 5
// expect: a nil
// expect: a nil
// expect: [Optional(3), Optional(5)]
// expect: string: two
// expect: string: six
// expect: int > 1: 5
// expect: combined 10 2.0
// expect: pop tap 0
// expect: remaining 2
// expect: on anti-diagonal
// expect: x in 1...5
// expect: left child 1 root 2
