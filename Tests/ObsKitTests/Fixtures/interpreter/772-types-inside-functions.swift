// Types declared inside a function and inside a `do` block: used there, printed by their own names.
// Expected output from swiftc 6.3.1 on Linux.
func summarize(_ words: [String]) -> String {
    struct Tally {
        var short = 0, long = 0
        mutating func add(_ word: String) { if word.count > 4 { long += 1 } else { short += 1 } }
    }
    enum Verdict: String { case wordy, terse, even }
    var tally = Tally()
    for word in words { tally.add(word) }
    let verdict: Verdict = tally.long > tally.short ? .wordy : tally.long < tally.short ? .terse : .even
    return "\(tally.short) short, \(tally.long) long: \(verdict.rawValue)"
}
print(summarize(["a", "quick", "brown", "fox"]))
print(summarize(["to", "be", "or"]))
do {
    final class Counter {
        var hits = 0
        func hit() -> Int { hits += 1; return hits }
    }
    let counter = Counter()
    _ = counter.hit()
    print(counter.hit(), counter.hits)
}

// expect: 2 short, 2 long: even
// expect: 3 short, 0 long: terse
// expect: 2 2
