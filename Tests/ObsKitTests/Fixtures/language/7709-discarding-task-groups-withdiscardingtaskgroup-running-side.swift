// WWDC style (discarding task groups): withDiscardingTaskGroup running side effects on an actor
actor Tally {
    private var words: [String: Int] = [:]
    func add(_ w: String) { words[w, default: 0] += 1 }
    func report() -> [String] {
        words.sorted { $0.key < $1.key }.map { "\($0.key)x\($0.value)" }
    }
}

let text = "the quick fox and the lazy dog and the end"
let tally = Tally()
await withDiscardingTaskGroup { group in
    for word in text.split(separator: " ") {
        let w = String(word)
        group.addTask { await tally.add(w) }
    }
}
print(await tally.report().joined(separator: " "))

struct Boom: Error {}
do {
    try await withThrowingDiscardingTaskGroup { group in
        group.addTask { }
        group.addTask { throw Boom() }
    }
    print("no error")
} catch {
    print("discarding group threw:", error is Boom)
}
// expect: andx2 dogx1 endx1 foxx1 lazyx1 quickx1 thex3
// expect: discarding group threw: true
