// Swift by Sundell style (Never): a -> Never helper ends a guard's else branch, here never reached, beside passing preconditions
func unreachable(_ message: String) -> Never {
    fatalError("unreachable: \(message)")
}

enum Direction: String, CaseIterable {
    case north, east, south, west
}

func turnRight(_ d: Direction) -> Direction {
    let all = Direction.allCases
    guard let index = all.firstIndex(of: d) else {
        unreachable("\(d) missing from allCases")
    }
    return all[(index + 1) % all.count]
}

func average(_ values: [Double]) -> Double {
    precondition(!values.isEmpty, "average of nothing")
    return values.reduce(0, +) / Double(values.count)
}

var heading = Direction.north
var path: [String] = []
for _ in 0..<6 {
    heading = turnRight(heading)
    path.append(heading.rawValue)
}
print(path.joined(separator: " -> "))

print(average([2, 4, 9]))
let samples: [[Double]] = [[1], [1.5, 2.5], [10, 20, 30, 40]]
for s in samples {
    precondition(s.count < 5)
    print(s.count, average(s))
}

func code(for name: String) -> Int {
    switch name {
    case "ok": return 200
    case "missing": return 404
    default:
        guard name.hasPrefix("custom") else { return 500 }
        return Int(name.dropFirst(6)) ?? 499
    }
}
print(["ok", "missing", "custom418", "other", "customX"].map(code))
let neverType: Never.Type = Never.self
print(neverType)

// expect: east -> south -> west -> north -> east -> south
// expect: 5.0
// expect: 1 1.0
// expect: 2 2.0
// expect: 4 25.0
// expect: [200, 404, 418, 500, 499]
// expect: Never
