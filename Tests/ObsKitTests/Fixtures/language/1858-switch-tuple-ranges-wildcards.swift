// Compiler test style: switch over tuples — ranges, wildcards, value bindings and where clauses combined in tuple patterns
func quadrant(_ p: (Int, Int)) -> String {
    switch p {
    case (0, 0): return "origin"
    case (_, 0): return "on x-axis"
    case (0, _): return "on y-axis"
    case (1..., 1...): return "Q1"
    case (...(-1), 1...): return "Q2"
    case (...(-1), ...(-1)): return "Q3"
    default: return "Q4"
    }
}

for p in [(0, 0), (5, 0), (0, -3), (2, 3), (-2, 3), (-1, -1), (4, -9)] {
    print("\(p) \(quadrant(p))")
}

func grade(score: Int, late: Bool) -> String {
    switch (score, late) {
    case (90...100, false): return "A"
    case (90...100, true): return "A- (late)"
    case (let s, true) where s >= 70: return "B- (late, \(s))"
    case (70..<90, _): return "B"
    case (50..<70, let l): return l ? "C late" : "C"
    case (_, _): return "F"
    }
}

print(grade(score: 95, late: false))
print(grade(score: 95, late: true))
print(grade(score: 80, late: true))
print(grade(score: 80, late: false))
print(grade(score: 60, late: true))
print(grade(score: 60, late: false))
print(grade(score: 10, late: false))

// Three-element tuples with strings
let commands: [(String, Int, Bool)] = [
    ("move", 3, true), ("move", 0, false), ("jump", 10, true), ("wait", 1, false), ("quit", 0, true),
]
for cmd in commands {
    switch cmd {
    case ("move", 0, _):
        print("move zero: no-op")
    case ("move", let n, true):
        print("move \(n) forward")
    case ("jump", 5..., _):
        print("big jump \(cmd.1)")
    case (let name, _, false):
        print("\(name) disabled")
    default:
        print("other: \(cmd.0)")
    }
}

// Nested tuple patterns
let pairs = [((1, 2), "a"), ((3, 3), "b"), ((0, 9), "c")]
for ((x, y), tag) in pairs {
    switch ((x, y), tag) {
    case ((let a, let b), _) where a == b: print("\(tag): equal \(a)")
    case ((0, _), let t): print("\(t): starts at zero")
    default: print("\(tag): sum \(x + y)")
    }
}

// expect: (0, 0) origin
// expect: (5, 0) on x-axis
// expect: (0, -3) on y-axis
// expect: (2, 3) Q1
// expect: (-2, 3) Q2
// expect: (-1, -1) Q3
// expect: (4, -9) Q4
// expect: A
// expect: A- (late)
// expect: B- (late, 80)
// expect: B
// expect: C late
// expect: C
// expect: F
// expect: move 3 forward
// expect: move zero: no-op
// expect: big jump 10
// expect: wait disabled
// expect: other: quit
// expect: a: sum 3
// expect: b: equal 3
// expect: c: starts at zero
