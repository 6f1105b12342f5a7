// Exercism style (Anagram): case-insensitive anagram detection with sorted characters, excluding the word itself
func anagrams(of word: String, in candidates: [String]) -> [String] {
    let lower = word.lowercased()
    let key = lower.sorted()
    return candidates.filter { c in
        let lc = c.lowercased()
        return lc != lower && lc.sorted() == key
    }
}

print(anagrams(of: "diaper", in: ["hello", "world", "zombies", "pants"]))
print(anagrams(of: "master", in: ["stream", "pigeon", "maters"]))
print(anagrams(of: "listen", in: ["enlists", "google", "inlets", "banana"]))
print(anagrams(of: "Orchestra", in: ["cashregister", "Carthorse", "radishes"]))
print(anagrams(of: "BANANA", in: ["BANANA", "Banana", "banana"]))
print(anagrams(of: "go", in: ["go Go GO"]))
print(anagrams(of: "galea", in: ["eagle"]))
print("listen".sorted(), String("Listen".lowercased().sorted()))

// expect: []
// expect: ["stream", "maters"]
// expect: ["inlets"]
// expect: ["Carthorse"]
// expect: []
// expect: []
// expect: []
// expect: ["e", "i", "l", "n", "s", "t"] eilnst
