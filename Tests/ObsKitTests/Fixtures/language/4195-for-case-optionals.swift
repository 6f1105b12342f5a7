// Compiler test style: for case with optional patterns, enum case filters and where clauses
let maybes: [Int?] = [3, nil, 8, nil, 15, 4, nil, 42]

var present: [Int] = []
for case let x? in maybes {
    present.append(x)
}
print("present: \(present)")

for case let x? in maybes where x % 2 == 0 {
    print("even value \(x)")
}

var nilCount = 0
for case nil in maybes { nilCount += 1 }
print("nil count: \(nilCount)")

enum Event {
    case click(x: Int, y: Int)
    case key(Character)
    case scroll(Int)
    case idle
}

let events: [Event] = [
    .click(x: 10, y: 20), .key("a"), .scroll(-3), .idle,
    .click(x: 0, y: 5), .key("Z"), .scroll(7), .click(x: 99, y: 99), .idle,
]

for case let .click(x, y) in events {
    print("click at (\(x), \(y))")
}

for case .key(let c) in events where c.isUppercase {
    print("uppercase key \(c)")
}

var totalScroll = 0
for case .scroll(let d) in events { totalScroll += d }
print("total scroll: \(totalScroll)")

var idleIndices: [Int] = []
for (i, e) in events.enumerated() {
    if case .idle = e { idleIndices.append(i) }
}
print("idle at: \(idleIndices)")

let pairs: [(String, Int?)] = [("a", 1), ("b", nil), ("c", 3), ("d", nil)]
for case let (name, value?) in pairs {
    print("\(name) has \(value)")
}
for case (let name, nil) in pairs {
    print("\(name) is missing")
}

let nested: [Int??] = [1, nil, .some(nil), 4]
for case let x?? in nested {
    print("doubly present \(x)")
}
for case .some(.none) in nested {
    print("inner nil found")
}

let grid = [[1, 0, 2], [0, 0, 3], [4, 5, 0]]
var nonzero = 0
for row in grid {
    for case let v in row where v != 0 { nonzero += v }
}
print("sum of nonzero: \(nonzero)")

// Expected output:
// expect: present: [3, 8, 15, 4, 42]
// expect: even value 8
// expect: even value 4
// expect: even value 42
// expect: nil count: 3
// expect: click at (10, 20)
// expect: click at (0, 5)
// expect: click at (99, 99)
// expect: uppercase key Z
// expect: total scroll: 4
// expect: idle at: [3, 8]
// expect: a has 1
// expect: c has 3
// expect: b is missing
// expect: d is missing
// expect: doubly present 1
// expect: doubly present 4
// expect: inner nil found
// expect: sum of nonzero: 15
