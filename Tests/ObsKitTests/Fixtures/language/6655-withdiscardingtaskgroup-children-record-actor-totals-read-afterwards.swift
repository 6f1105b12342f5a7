// WWDC style (discarding task groups): withDiscardingTaskGroup children record into an actor; totals are read afterwards
actor Tally {
    private var counts: [String: Int] = [:]

    func record(_ word: String) {
        counts[word, default: 0] += 1
    }

    func report() -> [String] {
        counts.keys.sorted().map { "\($0): \(counts[$0]!)" }
    }
}

let tally = Tally()
let text = "the cat and the dog and the bird"

await withDiscardingTaskGroup { group in
    for word in text.split(separator: " ") {
        group.addTask {
            await tally.record(String(word))
        }
    }
}
for line in await tally.report() {
    print(line)
}

struct TooShort: Error {}
do {
    try await withThrowingDiscardingTaskGroup { group in
        for word in ["long", "longer", "no"] {
            group.addTask {
                if word.count < 3 { throw TooShort() }
            }
        }
    }
    print("all fine")
} catch {
    print("group threw", error)
}

// expect: and: 2
// expect: bird: 1
// expect: cat: 1
// expect: dog: 1
// expect: the: 3
// expect: group threw TooShort()
