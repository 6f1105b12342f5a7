// Compiler test style: raw-value enums, CaseIterable, failable init and switch with multiple patterns
enum Planet: Int, CaseIterable {
    case mercury = 1, venus, earth, mars, jupiter, saturn, uranus, neptune

    var kind: String {
        switch self {
        case .mercury, .venus, .earth, .mars: return "rocky"
        case .jupiter, .saturn: return "gas giant"
        case .uranus, .neptune: return "ice giant"
        }
    }
}

enum Direction: String, CaseIterable {
    case north = "N", east = "E", south = "S", west = "W"

    var turnedRight: Direction {
        let all = Direction.allCases
        let i = all.firstIndex(of: self)!
        return all[(i + 1) % all.count]
    }

    var opposite: Direction {
        switch self {
        case .north: return .south
        case .south: return .north
        case .east: return .west
        case .west: return .east
        }
    }
}

for p in Planet.allCases {
    print("\(p.rawValue). \(p) - \(p.kind)")
}

for raw in [0, 3, 9] {
    switch Planet(rawValue: raw) {
    case .earth?: print("\(raw): home")
    case let p?: print("\(raw): \(p)")
    case nil: print("\(raw): no such planet")
    }
}

print(Direction.allCases.map { $0.rawValue }.joined(separator: ","))
var heading = Direction.north
var path: [String] = []
for cmd in "RRLRFRR" {
    switch cmd {
    case "R": heading = heading.turnedRight
    case "L": heading = heading.turnedRight.turnedRight.turnedRight
    case "F": heading = heading.opposite
    default: break
    }
    path.append(heading.rawValue)
}
print("path: \(path.joined(separator: " "))")

for code in ["N", "W", "X"] {
    if let d = Direction(rawValue: code) {
        print("\(code) -> \(d), opposite \(d.opposite)")
    } else {
        print("\(code) -> invalid")
    }
}

enum Level: Int, Comparable {
    case debug, info, warning, error
    static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
}

let threshold = Level.info
let messages: [(Level, String)] = [(.debug, "start"), (.info, "loaded"), (.error, "crash"), (.warning, "slow")]
for case let (level, text) in messages where level >= threshold {
    print("[\(level)] \(text)")
}
print("max level: \(messages.map { $0.0 }.max()!)")

// Expected output:
// expect: 1. mercury - rocky
// expect: 2. venus - rocky
// expect: 3. earth - rocky
// expect: 4. mars - rocky
// expect: 5. jupiter - gas giant
// expect: 6. saturn - gas giant
// expect: 7. uranus - ice giant
// expect: 8. neptune - ice giant
// expect: 0: no such planet
// expect: 3: home
// expect: 9: no such planet
// expect: N,E,S,W
// expect: path: E S E S N E S
// expect: N -> north, opposite south
// expect: W -> west, opposite east
// expect: X -> invalid
// expect: [info] loaded
// expect: [error] crash
// expect: [warning] slow
// expect: max level: error
