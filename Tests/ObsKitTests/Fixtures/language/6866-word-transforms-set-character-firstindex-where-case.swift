// Hacking with Swift style (pig latin and vowels): word transforms with Set<Character>, firstIndex(where:) and case keeping
let vowels: Set<Character> = ["a", "e", "i", "o", "u"]

func pigLatin(_ word: String) -> String {
    let lower = word.lowercased()
    let core = lower.filter { $0.isLetter }
    let trailing = String(lower.reversed().prefix(while: { !$0.isLetter }).reversed())
    guard let first = core.first else { return word }
    var result: String
    if vowels.contains(first) {
        result = core + "way"
    } else if let v = core.firstIndex(where: { vowels.contains($0) || $0 == "y" }), v != core.startIndex {
        var split = v
        if core[core.startIndex..<v].hasSuffix("q") && core[v] == "u" {
            split = core.index(after: v)
        }
        result = core[split...] + core[..<split] + "ay"
    } else {
        result = core + "ay"
    }
    if word.first?.isUppercase == true {
        result = result.prefix(1).uppercased() + result.dropFirst()
    }
    return result + trailing
}

let sentence = "The quick brown fox jumps over the lazy dog, Yes really! Squeal rhythm apple."
print(sentence.split(separator: " ").map { pigLatin(String($0)) }.joined(separator: " "))

func vowelReport(_ s: String) -> String {
    let lower = s.lowercased()
    let counts = vowels.sorted().map { v in "\(v)\(lower.filter { $0 == v }.count)" }
    let consonants = lower.filter { $0.isLetter && !vowels.contains($0) }.count
    return counts.joined(separator: " ") + " consonants=\(consonants)"
}
print(vowelReport(sentence))

func removeVowels(_ s: String) -> String { String(s.filter { !vowels.contains(Character($0.lowercased())) }) }
print(removeVowels("Programming in Swift is fun"))

let words = sentence.split(separator: " ").map { $0.filter(\.isLetter) }
let mostVowels = words.max { a, b in
    a.filter { vowels.contains(Character($0.lowercased())) }.count < b.filter { vowels.contains(Character($0.lowercased())) }.count
}!
print("most vowels:", mostVowels)
print(words.filter { !$0.lowercased().contains(where: { vowels.contains($0) }) })

// expect: Ethay ickquay ownbray oxfay umpsjay overway ethay azylay ogday, Yesay eallyray! Ealsquay ythmrhay appleway.
// expect: a4 e7 i1 o4 u3 consonants=42
// expect: Prgrmmng n Swft s fn
// expect: most vowels: Squeal
// expect: ["rhythm"]
