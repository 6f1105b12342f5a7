// Course style (strings and sets checkpoint): hangman word reveal with a fixed guess sequence
struct HangmanGame {
    let secret: String
    private(set) var guessed: Set<Character> = []
    private(set) var wrongGuesses = 0
    let maxWrong = 5

    init(secret: String) {
        self.secret = secret.lowercased()
    }

    var revealed: String {
        return secret.map { guessed.contains($0) || $0 == " " ? String($0) : "_" }.joined(separator: " ")
    }

    var isWon: Bool { secret.allSatisfy { $0 == " " || guessed.contains($0) } }
    var isLost: Bool { wrongGuesses >= maxWrong }

    mutating func guess(_ letter: Character) -> String {
        let lower = Character(letter.lowercased())
        if guessed.contains(lower) {
            return "already tried '\(lower)'"
        }
        guessed.insert(lower)
        if secret.contains(lower) {
            let hits = secret.filter { $0 == lower }.count
            return "yes, '\(lower)' appears \(hits) time\(hits == 1 ? "" : "s")"
        }
        wrongGuesses += 1
        return "no '\(lower)' (\(maxWrong - wrongGuesses) misses left)"
    }
}

var game = HangmanGame(secret: "Swift Code")
print("Start: \(game.revealed)")
for letter in "eTsZoeqdwixfcK" {
    if game.isWon || game.isLost { break }
    let response = game.guess(letter)
    print("\(letter): \(response) -> \(game.revealed)")
}
if game.isWon {
    print("Solved with \(game.wrongGuesses) wrong guesses")
} else {
    print("Out of guesses; the word was \(game.secret)")
}
print("Letters tried: \(String(game.guessed.sorted()))")

// expect: Start: _ _ _ _ _   _ _ _ _
// expect: e: yes, 'e' appears 1 time -> _ _ _ _ _   _ _ _ e
// expect: T: yes, 't' appears 1 time -> _ _ _ _ t   _ _ _ e
// expect: s: yes, 's' appears 1 time -> s _ _ _ t   _ _ _ e
// expect: Z: no 'z' (4 misses left) -> s _ _ _ t   _ _ _ e
// expect: o: yes, 'o' appears 1 time -> s _ _ _ t   _ o _ e
// expect: e: already tried 'e' -> s _ _ _ t   _ o _ e
// expect: q: no 'q' (3 misses left) -> s _ _ _ t   _ o _ e
// expect: d: yes, 'd' appears 1 time -> s _ _ _ t   _ o d e
// expect: w: yes, 'w' appears 1 time -> s w _ _ t   _ o d e
// expect: i: yes, 'i' appears 1 time -> s w i _ t   _ o d e
// expect: x: no 'x' (2 misses left) -> s w i _ t   _ o d e
// expect: f: yes, 'f' appears 1 time -> s w i f t   _ o d e
// expect: c: yes, 'c' appears 1 time -> s w i f t   c o d e
// expect: Solved with 3 wrong guesses
// expect: Letters tried: cdefioqstwxz
