// Compiler test style (concurrency): for await with where clauses, tuple and case patterns, labeled loops
enum Event {
    case click(x: Int, y: Int)
    case key(Character)
    case idle
}

func events() -> AsyncStream<Event> {
    AsyncStream { c in
        let all: [Event] = [.click(x: 1, y: 2), .key("a"), .idle, .click(x: 5, y: 0), .key("z"), .idle, .key("q")]
        for e in all { c.yield(e) }
        c.finish()
    }
}

func pairs() -> AsyncStream<(String, Int)> {
    AsyncStream { c in
        for p in [("a", 1), ("b", 20), ("c", 3), ("d", 40)] { c.yield(p) }
        c.finish()
    }
}

for await case .click(let x, let y) in events() {
    print("click at", x, y)
}

var keys = ""
for await case .key(let ch) in events() where ch != "z" {
    keys.append(ch)
}
print("keys:", keys)

for await (name, value) in pairs() where value > 10 {
    print("big pair:", name, value)
}

var idleCount = 0
var seen = 0
for await e in events() {
    seen += 1
    guard case .idle = e else { continue }
    idleCount += 1
    if idleCount == 2 { break }
}
print("seen before second idle:", seen)

var grid: [String] = []
outer: for await (name, value) in pairs() {
    for await e in events() {
        if case .key(let ch) = e {
            if value > 30 { break outer }
            if ch == "z" { continue outer }
            grid.append("\(name)\(ch)")
        }
    }
}
print("grid:", grid)

let optionals = AsyncStream<Int?> { c in
    for v in [1, nil, 3, nil, 5] { c.yield(v) }
    c.finish()
}
var nonNil: [Int] = []
for await case let v? in optionals { nonNil.append(v) }
print("non-nil:", nonNil)

// expect: click at 1 2
// expect: click at 5 0
// expect: keys: aq
// expect: big pair: b 20
// expect: big pair: d 40
// expect: seen before second idle: 6
// expect: grid: ["aa", "ba", "ca"]
// expect: non-nil: [1, 3, 5]
