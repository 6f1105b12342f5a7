// Exercism style (Scrabble Score): switch on Characters with multiple patterns, lowercasing and reduce over letters
func letterScore(_ c: Character) -> Int {
    switch c {
    case "a", "e", "i", "o", "u", "l", "n", "r", "s", "t": return 1
    case "d", "g": return 2
    case "b", "c", "m", "p": return 3
    case "f", "h", "v", "w", "y": return 4
    case "k": return 5
    case "j", "x": return 8
    case "q", "z": return 10
    default: return 0
    }
}

func score(_ word: String) -> Int {
    word.lowercased().reduce(0) { $0 + letterScore($1) }
}

for w in ["a", "f", "street", "quirky", "OxyphenButazone", "pinata", "", "abcdefghijklmnopqrstuvwxyz"] {
    print("\(w.isEmpty ? "<empty>" : w): \(score(w))")
}
let best = ["cabbage", "zebra", "jukebox", "quiz"].max { score($0) < score($1) }!
print("best:", best, score(best))

// expect: a: 1
// expect: f: 4
// expect: street: 6
// expect: quirky: 22
// expect: OxyphenButazone: 41
// expect: pinata: 8
// expect: <empty>: 0
// expect: abcdefghijklmnopqrstuvwxyz: 87
// expect: best: jukebox 27
