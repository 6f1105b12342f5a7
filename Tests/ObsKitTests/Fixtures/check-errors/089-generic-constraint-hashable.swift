// Mistake: calls a generic function that needs Hashable elements with an array of a struct that is not Hashable.
// Expected message: swiftc 6.3.1 -typecheck on this machine
func mostCommon<T: Hashable>(_ items: [T]) -> T? {
    var counts: [T: Int] = [:]
    for item in items {
        counts[item, default: 0] += 1
    }
    return counts.max { $0.value < $1.value }?.key
}

struct Vote {
    let candidate: String
    let district: Int
}

let words = ["red", "blue", "red", "green", "red"]
if let word = mostCommon(words) {
    print("Most common word: \(word)")
}

let votes = [
    Vote(candidate: "Ortiz", district: 1),
    Vote(candidate: "Lee", district: 2),
    Vote(candidate: "Ortiz", district: 1),
]
if let winner = mostCommon(votes) {
    print("Winner: \(winner.candidate)")
}
// expect-error: global function 'mostCommon' requires that 'Vote' conform to 'Hashable'
