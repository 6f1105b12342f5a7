// Swift Evolution style (pack iteration): SE-0408 for-in over repeat each to fold heterogeneous values
protocol Scorable {
    var score: Int { get }
    var label: String { get }
}

struct Goal: Scorable {
    let minute: Int
    var score: Int { 3 }
    var label: String { "goal@\(minute)" }
}

struct Assist: Scorable {
    var score: Int { 1 }
    var label: String { "assist" }
}

struct Penalty: Scorable {
    let missed: Bool
    var score: Int { missed ? -1 : 2 }
    var label: String { missed ? "missed penalty" : "penalty" }
}

func total<each S: Scorable>(_ events: repeat each S) -> Int {
    var sum = 0
    for event in repeat each events {
        sum += event.score
    }
    return sum
}

func labels<each S: Scorable>(_ events: repeat each S) -> String {
    var parts: [String] = []
    for event in repeat each events {
        guard event.score > 0 else { continue }
        parts.append(event.label)
    }
    return parts.joined(separator: " + ")
}

func firstNegative<each S: Scorable>(_ events: repeat each S) -> String? {
    for event in repeat each events {
        if event.score < 0 {
            return event.label
        }
    }
    return nil
}

print(total(Goal(minute: 12), Assist(), Penalty(missed: false)))
print(total(Penalty(missed: true), Goal(minute: 88)))
print(labels(Goal(minute: 3), Penalty(missed: true), Assist()))
print(firstNegative(Assist(), Penalty(missed: true)) ?? "none")
print(firstNegative(Assist(), Goal(minute: 1)) ?? "none")
print(total())
// expect: 6
// expect: 2
// expect: goal@3 + assist
// expect: missed penalty
// expect: none
// expect: 0
