// Swift Evolution style (SE-0180 era string APIs): string processing without Foundation or firstRange
func words(_ s: String) -> [Substring] {
    s.split(whereSeparator: { $0 == " " || $0 == "," })
}

func capitalizeEach(_ s: String) -> String {
    words(s).map { w in
        guard let first = w.first else { return "" }
        return first.uppercased() + w.dropFirst().lowercased()
    }.joined(separator: " ")
}

func countVowels(_ s: String) -> Int {
    s.lowercased().filter { "aeiou".contains($0) }.count
}

func isPalindrome(_ s: String) -> Bool {
    let letters = s.lowercased().filter { $0.isLetter }
    return letters.elementsEqual(letters.reversed())
}

func replaceAll(_ s: String, _ target: Character, with r: String) -> String {
    var out = ""
    for ch in s { if ch == target { out += r } else { out.append(ch) } }
    return out
}

func indexOf(_ needle: String, in hay: String) -> Int? {
    let h = Array(hay), n = Array(needle)
    guard n.count <= h.count else { return nil }
    for i in 0...(h.count - n.count) where Array(h[i..<i + n.count]) == n { return i }
    return nil
}

let text = "the quick brown fox, jumps over the lazy dog"
print(words(text).count)
print(capitalizeEach(text))
print("vowels:", countVowels(text))
print(isPalindrome("A man, a plan, a canal: Panama"), isPalindrome("swift"))
print(replaceAll("a-b-c", "-", with: "::"))
print(indexOf("fox", in: text) ?? -1, indexOf("cat", in: text) ?? -1)
print(text.hasPrefix("the"), text.hasSuffix("dog"), text.contains("lazy"))

let csv = "name=ann;age=31;city=oslo"
var fields: [(String, String)] = []
for part in csv.split(separator: ";") {
    let kv = part.split(separator: "=", maxSplits: 1)
    fields.append((String(kv[0]), String(kv[1])))
}
print(fields.map { "\($0.0)->\($0.1)" })

let emoji = "café 👍🏽!"
print(emoji.count, emoji.unicodeScalars.count, emoji.utf8.count)
print(String(emoji.reversed()))
let lengths: [Int] = words(text).map { $0.count }
print(lengths.max() ?? 0)
let trimmed = "   padded  ".drop(while: { $0 == " " })
print("[\(trimmed.prefix(while: { $0 != " " }))]")

// expect: 9
// expect: The Quick Brown Fox Jumps Over The Lazy Dog
// expect: vowels: 11
// expect: true false
// expect: a::b::c
// expect: 16 -1
// expect: true true true
// expect: ["name->ann", "age->31", "city->oslo"]
// expect: 7 8 15
// expect: !👍🏽 éfac
// expect: 5
// expect: [padded]
