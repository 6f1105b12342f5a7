// Hand-written Equatable/Comparable: custom orderings, derived operators, sort stability, min/max/clamping
struct Version: Comparable, CustomStringConvertible {
    let parts: [Int]
    let label: String?
    init(_ s: String) {
        let pieces = s.split(separator: "-", maxSplits: 1)
        parts = pieces[0].split(separator: ".").map { Int($0) ?? 0 }
        label = pieces.count > 1 ? String(pieces[1]) : nil
    }
    static func == (a: Version, b: Version) -> Bool {
        let n = max(a.parts.count, b.parts.count)
        let pa = a.parts + Array(repeating: 0, count: n - a.parts.count)
        let pb = b.parts + Array(repeating: 0, count: n - b.parts.count)
        return pa == pb && a.label == b.label
    }
    static func < (a: Version, b: Version) -> Bool {
        for i in 0..<max(a.parts.count, b.parts.count) {
            let x = i < a.parts.count ? a.parts[i] : 0
            let y = i < b.parts.count ? b.parts[i] : 0
            if x != y { return x < y }
        }
        switch (a.label, b.label) {
        case (nil, nil), (nil, _?): return false
        case (_?, nil): return true
        case let (l?, r?): return l < r
        }
    }
    var description: String { parts.map(String.init).joined(separator: ".") + (label.map { "-" + $0 } ?? "") }
}

let v = ["1.10", "1.2", "1.2.0", "2.0-beta", "2.0", "2.0-alpha", "1.2.1", "0.9.9"].map(Version.init)
print(v.sorted())
print(v.sorted(by: >))
print(Version("1.2") == Version("1.2.0"), Version("1.2") == Version("1.2.0.1"), Version("2.0-rc") != Version("2.0"))
print(Version("1.10") > Version("1.9"), Version("2.0-beta") < Version("2.0"), Version("2.0") <= Version("2.0.0"))
print(Version("1.0") >= Version("1.0-x"), v.min()!, v.max()!)
print(v.filter { $0 >= Version("1.2") && $0 < Version("2") }.map(\.description))
print(min(Version("3"), Version("3.0")).description, max(Version("3"), Version("3.0")).description)
print(v.firstIndex(of: Version("1.2.0.0")) as Any, v.contains(Version("2.0.0-alpha")))

struct Temperature: Comparable { var celsius: Double
    static func < (l: Temperature, r: Temperature) -> Bool { l.celsius < r.celsius }
}
let temps = [Temperature(celsius: 21.5), Temperature(celsius: -3), Temperature(celsius: 30)]
print(temps.sorted().map(\.celsius), temps.max()!.celsius)
let limits = Temperature(celsius: 0)...Temperature(celsius: 25)
print(temps.map { limits.contains($0) })
print(Temperature(celsius: .nan) == Temperature(celsius: .nan), Temperature(celsius: 0) == Temperature(celsius: -0.0))
enum Priority: Int, Comparable { case low = 1, mid, high
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
}
let tasks = [("write", Priority.mid), ("fix", .high), ("nap", .low), ("test", .high)]
print(tasks.sorted { $0.1 > $1.1 }.map(\.0))
print(tasks.max { $0.1 < $1.1 }!.0, tasks.min { $0.1 < $1.1 }!.0, Priority.low < .high)
print([Priority.high, .low, .mid].sorted(), (Priority.low...Priority.mid).contains(.high))

// expect: [0.9.9, 1.2, 1.2.0, 1.2.1, 1.10, 2.0-alpha, 2.0-beta, 2.0]
// expect: [2.0, 2.0-beta, 2.0-alpha, 1.10, 1.2.1, 1.2, 1.2.0, 0.9.9]
// expect: true false true
// expect: true true true
// expect: true 0.9.9 2.0
// expect: ["1.10", "1.2", "1.2.0", "2.0-beta", "2.0-alpha", "1.2.1"]
// expect: 3 3.0
// expect: Optional(1) true
// expect: [-3.0, 21.5, 30.0] 30.0
// expect: [true, false, false]
// expect: false true
// expect: ["fix", "test", "write", "nap"]
// expect: fix nap true
// expect: [main.Priority.low, main.Priority.mid, main.Priority.high] false
