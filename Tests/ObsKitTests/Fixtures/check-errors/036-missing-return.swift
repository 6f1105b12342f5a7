// A function returning String has a path (score below 80) with no return
// Written by an outside author (stop 28 corpus, file 7046); the message and its place are swiftc's on this machine.
func grade(for score: Int) -> String {
    if score >= 90 {
        return "A"
    } else if score >= 80 {
        return "B"
    }
}

let scores = [95, 85, 72]
for s in scores {
    print("\(s): \(grade(for: s))")
}

// expect-error: missing return in global function expected to return 'String'
// expect-location: 8:1
