// Synthesized Comparable for enums: case order, payload comparison, allCases.sorted(), min/max, ranges of enum values
enum Priority: Comparable, CaseIterable {
    case low, medium, high, critical
}

enum Size: Int, Comparable, CaseIterable {
    case large = 1, small = 10, medium = 5
    static func < (a: Size, b: Size) -> Bool { a.rawValue < b.rawValue }
}

enum Version: Comparable {
    case alpha(Int)
    case beta(Int, Int)
    case release(major: Int, minor: Int)
}

enum Card: Comparable {
    case number(Int)
    case face(Face)
    case joker
    enum Face: Comparable { case jack, queen, king }
}

print(Priority.low < .high, Priority.critical > .medium, Priority.medium <= .medium)
print(Priority.allCases.sorted(by: >))
print([Priority.high, .low, .critical, .low].sorted())
print([Priority.medium, .critical, .low].max()!, [Priority.medium, .high].min()!)
let range = Priority.medium...Priority.critical
print(range.contains(.high), range.contains(.low), Priority.allCases.filter { range.contains($0) })
print(Priority.allCases.firstIndex(of: .high)!, Priority.allCases.count)

print(Size.allCases, Size.allCases.sorted())
print(Size.allCases.map(\.rawValue), Size.allCases.sorted().map(\.rawValue))
print(Size.small > .medium, Size.large < .medium, Size.allCases.max()!)

let versions: [Version] = [.release(major: 1, minor: 2), .alpha(5), .beta(2, 0), .beta(1, 9), .alpha(10), .release(major: 1, minor: 0), .release(major: 0, minor: 9)]
for v in versions.sorted() { print(v) }
print(Version.alpha(100) < .beta(0, 0), Version.beta(1, 10) < .beta(2, 0), Version.release(major: 2, minor: 0) > .release(major: 1, minor: 99))
print(versions.max()!, versions.min()!)

let hand: [Card] = [.joker, .number(10), .face(.queen), .number(2), .face(.jack), .face(.king), .number(7)]
print(hand.sorted())
print(hand.sorted(by: >).prefix(3))
print(Card.face(.jack) > .number(100), Card.joker > .face(.king), Card.number(3) < .number(4))
let clamped = min(max(Priority.low, .medium), .high)
print(clamped)
let grouped = Dictionary(grouping: [Priority.low, .high, .low, .critical, .high, .high], by: { $0 })
print(grouped.keys.sorted().map { "\($0):\(grouped[$0]!.count)" })
func bump(_ p: Priority) -> Priority {
    let all = Priority.allCases
    let i = all.firstIndex(of: p)!
    return all[min(i + 1, all.count - 1)]
}
print(Priority.allCases.map(bump))
print(versions.sorted().first { $0 >= .beta(0, 0) }!, versions.filter { $0 < .beta(1, 0) }.count)

// expect: true true true
// expect: [main.Priority.critical, main.Priority.high, main.Priority.medium, main.Priority.low]
// expect: [main.Priority.low, main.Priority.low, main.Priority.high, main.Priority.critical]
// expect: critical medium
// expect: true false [main.Priority.medium, main.Priority.high, main.Priority.critical]
// expect: 2 4
// expect: [main.Size.large, main.Size.small, main.Size.medium] [main.Size.large, main.Size.medium, main.Size.small]
// expect: [1, 10, 5] [1, 5, 10]
// expect: true true small
// expect: alpha(5)
// expect: alpha(10)
// expect: beta(1, 9)
// expect: beta(2, 0)
// expect: release(major: 0, minor: 9)
// expect: release(major: 1, minor: 0)
// expect: release(major: 1, minor: 2)
// expect: true true true
// expect: release(major: 1, minor: 2) alpha(5)
// expect: [main.Card.number(2), main.Card.number(7), main.Card.number(10), main.Card.face(main.Card.Face.jack), main.Card.face(main.Card.Face.queen), main.Card.face(main.Card.Face.king), main.Card.joker]
// expect: [main.Card.joker, main.Card.face(main.Card.Face.king), main.Card.face(main.Card.Face.queen)]
// expect: true true true
// expect: medium
// expect: ["low:2", "high:3", "critical:1"]
// expect: [main.Priority.medium, main.Priority.high, main.Priority.critical, main.Priority.critical]
// expect: beta(1, 9) 2
