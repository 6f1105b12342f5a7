// Exercism style (Anagram): sorted lowercase keys, excluding the word itself, case-insensitively
struct Anagram {
    let word: String
    private let key: [Character]

    init(word: String) {
        self.word = word
        self.key = word.lowercased().sorted()
    }

    func match(_ candidates: [String]) -> [String] {
        candidates.filter { candidate in
            let lower = candidate.lowercased()
            return lower != word.lowercased() && lower.sorted() == key
        }
    }
}

let cases: [(String, [String])] = [
    ("diaper", ["hello", "world", "zombies", "pants"]),
    ("ant", ["tan", "stand", "at"]),
    ("master", ["stream", "pigeon", "maters"]),
    ("galea", ["eagle"]),
    ("allergy", ["gallery", "ballerina", "regally", "clergy", "largely", "leading"]),
    ("Orchestra", ["cashregister", "Carthorse", "radishes"]),
    ("go", ["go Go GO"]),
    ("BANANA", ["Banana", "banana", "BANANA"]),
    ("tapper", ["patter"]),
    ("LISTEN", ["Silent", "enlist", "Tinsel", "inlets", "google"]),
]
for (word, candidates) in cases {
    let found = Anagram(word: word).match(candidates)
    print(word, "->", found.isEmpty ? "none" : found.joined(separator: ", "))
}

// expect: diaper -> none
// expect: ant -> tan
// expect: master -> stream, maters
// expect: galea -> none
// expect: allergy -> gallery, regally, largely
// expect: Orchestra -> Carthorse
// expect: go -> none
// expect: BANANA -> none
// expect: tapper -> none
// expect: LISTEN -> Silent, enlist, Tinsel, inlets
