// Calling a generic function whose T: Comparable with a non-Comparable type
// Written by an outside author (stop 28 corpus, file 7063); the message and its place are swiftc's on this machine.
struct Score {
    let player: String
    let points: Int
}

func largest<T: Comparable>(_ items: [T]) -> T? {
    var best: T? = nil
    for item in items {
        if best == nil || item > best! {
            best = item
        }
    }
    return best
}

print(largest([3, 9, 4]) ?? 0)
let scores = [Score(player: "A", points: 5), Score(player: "B", points: 8)]
if let top = largest(scores) {
    print(top.player)
}

// expect-error: global function 'largest' requires that 'Score' conform to 'Comparable'
// expect-location: 19:14
