// Swift Evolution style: for case let and pattern matching in for-in loops
enum Event {
    case click(x: Int, y: Int)
    case key(Character)
    case scroll(Int)
    case idle
}

let events: [Event] = [.click(x: 1, y: 2), .key("a"), .scroll(-3), .idle, .click(x: 10, y: 0), .key("z"), .scroll(5)]

for case let .click(x, y) in events {
    print("click at", x, y)
}

for case .key(let ch) in events where ch != "z" {
    print("key", ch)
}

for case .scroll(let d) in events where d > 0 {
    print("scroll down", d)
}

var idleCount = 0
for case .idle in events { idleCount += 1 }
print("idle events:", idleCount)

let maybeNumbers: [Int?] = [1, nil, 3, nil, 5]
for case let n? in maybeNumbers {
    print("some", n)
}

let pairs = [(1, "one"), (2, "two"), (1, "uno"), (3, "three")]
for case (1, let name) in pairs {
    print("one is", name)
}

let mixed: [Any] = [1, "two", 3.0, 4, "five"]
for case let s as String in mixed {
    print("string:", s)
}
for case let i as Int in mixed where i > 1 {
    print("int > 1:", i)
}

let grid = [(0, 0), (1, 0), (2, 2), (0, 3)]
for case let (x, y) in grid where x == y {
    print("diagonal:", x)
}

for case let (i, .key(c)) in events.enumerated() {
    print("index \(i) key \(c)")
}

// expect: click at 1 2
// expect: click at 10 0
// expect: key a
// expect: scroll down 5
// expect: idle events: 1
// expect: some 1
// expect: some 3
// expect: some 5
// expect: one is one
// expect: one is uno
// expect: string: two
// expect: string: five
// expect: int > 1: 4
// expect: diagonal: 0
// expect: diagonal: 2
// expect: index 1 key a
// expect: index 5 key z
