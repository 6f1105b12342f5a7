// App code style: Set<Character> for pangrams, uniqueness and shared letters
let alphabet = Set("abcdefghijklmnopqrstuvwxyz")
print(alphabet.count)

func isPangram(_ s: String) -> Bool {
    let letters = Set(s.lowercased().filter { $0.isLetter })
    return alphabet.isSubset(of: letters)
}
func missingLetters(_ s: String) -> String {
    String(alphabet.subtracting(s.lowercased()).sorted())
}
let sentences = [
    "The quick brown fox jumps over the lazy dog",
    "Hello world",
    "Pack my box with five dozen liquor jugs!",
]
for s in sentences {
    print(isPangram(s), missingLetters(s))
}

func hasUniqueCharacters(_ s: String) -> Bool {
    var seen = Set<Character>()
    for c in s {
        if !seen.insert(c).inserted { return false }
    }
    return true
}
print(["abc", "hello", "", "Swift", "ssss"].map(hasUniqueCharacters))

let a: Set<Character> = Set("swift")
let b: Set<Character> = Set("rust")
print(String(a.intersection(b).sorted()))
print(String(a.union(b).sorted()))
print(String(a.symmetricDifference(b).sorted()))
print(String(a.subtracting(b).sorted()))
print(a.isDisjoint(with: Set("xyz")), a.isDisjoint(with: b))

func firstRepeated(_ s: String) -> Character? {
    var seen: Set<Character> = []
    for c in s where !seen.insert(c).inserted {
        return c
    }
    return nil
}
for s in ["abcba", "abcdef", "aa", "xyzzy"] {
    print(s, firstRepeated(s).map { String($0) } ?? "none")
}

func firstUnique(_ s: String) -> Character? {
    let counts = s.reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
    return s.first { counts[$0] == 1 }
}
print(firstUnique("swiss") ?? "-", firstUnique("aabb") ?? "-", firstUnique("leetcode") ?? "-")

let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
func stripVowels(_ s: String) -> String { s.filter { !vowels.contains($0) } }
print(stripVowels("programming language"))

let common = ["bella", "label", "roller"].map { Set($0) }.reduce(Set(alphabet)) { $0.intersection($1) }
print(String(common.sorted()))

var tracked: Set<Character> = []
tracked.insert("q")
tracked.formUnion("quiz")
tracked.remove("z")
print(String(tracked.sorted()), tracked.contains("u"), tracked.contains("z"))

let jewels: Set<Character> = ["a", "A"]
let stones = "aAAbbbb"
print("jewels:", stones.filter(jewels.contains).count)

let keyboardRows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map { Set($0) }
let candidates = ["Hello", "Alaska", "Dad", "Peace", "typewriter"]
let oneRow = candidates.filter { w in
    let letters = Set(w.lowercased())
    return keyboardRows.contains { letters.isSubset(of: $0) }
}
print(oneRow)

// expect: 26
// expect: true 
// expect: false abcfgijkmnpqstuvxyz
// expect: true 
// expect: [true, false, true, true, false]
// expect: st
// expect: firstuw
// expect: firuw
// expect: fiw
// expect: true false
// expect: abcba b
// expect: abcdef none
// expect: aa a
// expect: xyzzy z
// expect: w - l
// expect: prgrmmng lngg
// expect: el
// expect: iqu true false
// expect: jewels: 3
// expect: ["Alaska", "Dad", "typewriter"]
