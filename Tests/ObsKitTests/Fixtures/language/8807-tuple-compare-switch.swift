// Compiler test style (tuples): comparison, labels and switch with tuple patterns and where clauses
print((1, "b") < (1, "c"), (2, "a") > (1, "z"), (1, 2, 3) == (1, 2, 3))
print((3, 4) <= (3, 4), ("a", 1) >= ("a", 2))

let people = [("Kim", 30), ("Ada", 36), ("Kim", 25), ("Bob", 30)]
print(people.sorted { $0 < $1 }.map { "\($0.0)-\($0.1)" })
print(people.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map(\.0))

func classify(_ point: (Int, Int)) -> String {
    switch point {
    case (0, 0):
        return "origin"
    case (let x, 0):
        return "on x-axis at \(x)"
    case (0, let y):
        return "on y-axis at \(y)"
    case let (x, y) where x == y:
        return "diagonal \(x)"
    case let (x, y) where x == -y:
        return "anti-diagonal \(x),\(y)"
    case (-2...2, -2...2):
        return "near"
    default:
        return "far"
    }
}
for p in [(0, 0), (4, 0), (0, -3), (5, 5), (3, -3), (1, 2), (9, 1)] {
    print(p, classify(p))
}

// Labeled tuples, destructuring and shuffle
let rect = (width: 3, height: 4)
let (w, h) = rect
print(rect.width * rect.height, w + h, rect)
let pair: (a: Int, b: String) = (1, "one")
print(pair.a, pair.b, pair.0)

// Switch on a tuple of enums and bools
enum Light { case red, yellow, green }
func action(_ light: Light, _ pedestrian: Bool) -> String {
    switch (light, pedestrian) {
    case (.red, _): return "stop"
    case (.yellow, true), (.green, true): return "wait for walker"
    case (.yellow, false): return "slow"
    case (.green, false): return "go"
    }
}
print(action(.red, true), action(.yellow, true), action(.yellow, false), action(.green, false))

// Tuples returned from functions
func minMax(_ xs: [Int]) -> (min: Int, max: Int)? {
    guard var lo = xs.first else { return nil }
    var hi = lo
    for x in xs { lo = min(lo, x); hi = max(hi, x) }
    return (lo, hi)
}
if let r = minMax([4, -2, 9, 3]) { print(r.min, r.max, r) }
print(minMax([]) == nil)

// expect: true true true
// expect: true false
// expect: ["Ada-36", "Bob-30", "Kim-25", "Kim-30"]
// expect: ["Kim", "Bob", "Kim", "Ada"]
// expect: (0, 0) origin
// expect: (4, 0) on x-axis at 4
// expect: (0, -3) on y-axis at -3
// expect: (5, 5) diagonal 5
// expect: (3, -3) anti-diagonal 3,-3
// expect: (1, 2) near
// expect: (9, 1) far
// expect: 12 7 (width: 3, height: 4)
// expect: 1 one 1
// expect: stop wait for walker slow go
// expect: -2 9 (min: -2, max: 9)
// expect: true
