// Apple docs style (Array.firstIndex(where:) / lastIndex(of:)): locating elements by value or predicate
let students = ["Kofi", "Abena", "Peter", "Kweku", "Akosua"]
if let i = students.firstIndex(where: { $0.hasPrefix("A") }) {
    print("\(students[i]) starts with 'A'!")
}
if let i = students.lastIndex(where: { $0.hasPrefix("A") }) {
    print("last A-name is \(students[i]) at \(i)")
}

var scores = [12, 45, 7, 45, 3, 45, 19]
print(scores.firstIndex(of: 45) ?? -1, scores.lastIndex(of: 45) ?? -1)
print(scores.firstIndex(of: 100) as Any)

// Replace the last occurrence of a value
if let i = scores.lastIndex(of: 45) {
    scores[i] = 0
}
print(scores)

// first(where:) and last(where:) return elements instead of indices
print(scores.first(where: { $0 < 10 })!, scores.last(where: { $0 > 10 })!)

// All indices matching a predicate
let positions = scores.indices.filter { scores[$0] == 45 }
print(positions)

// Searching for a struct
struct Flight {
    let code: String
    let delayMinutes: Int
}
let board = [
    Flight(code: "BA12", delayMinutes: 0),
    Flight(code: "LH40", delayMinutes: 25),
    Flight(code: "AF77", delayMinutes: 5),
    Flight(code: "KL03", delayMinutes: 40),
]
func firstDelayed(over minutes: Int, in flights: [Flight]) -> String {
    guard let i = flights.firstIndex(where: { $0.delayMinutes > minutes }) else {
        return "none over \(minutes)"
    }
    return "\(flights[i].code) (#\(i + 1))"
}
for limit in [0, 10, 30, 60] {
    print(limit, firstDelayed(over: limit, in: board))
}

// Finding the range between two markers
let tokens = ["a", "[", "b", "c", "]", "d", "]"]
if let open = tokens.firstIndex(of: "["),
   let close = tokens[open...].firstIndex(of: "]") {
    print(tokens[(open + 1)..<close])
}
print(tokens.lastIndex(of: "]")!, tokens.contains("d"), tokens.contains(where: { $0.count > 1 }))

// expect: Abena starts with 'A'!
// expect: last A-name is Akosua at 4
// expect: 1 5
// expect: nil
// expect: [12, 45, 7, 45, 3, 0, 19]
// expect: 7 19
// expect: [1, 3]
// expect: 0 LH40 (#2)
// expect: 10 LH40 (#2)
// expect: 30 KL03 (#4)
// expect: 60 none over 60
// expect: ["b", "c"]
// expect: 6 true false
