// Swift stdlib test style: string processing without Foundation: split, prefix/suffix, unicode scalars, characters, search by index
let text = "The quick brown fox jumps over the lazy dog"

let words = text.split(separator: " ")
print(words.count, words.first!, words.last!)
print(words.map { $0.count })
print(text.hasPrefix("The"), text.hasSuffix("cat"))

func firstIndex(of needle: String, in hay: String) -> String.Index? {
    guard !needle.isEmpty else { return hay.startIndex }
    var i = hay.startIndex
    while i < hay.endIndex {
        if hay[i...].hasPrefix(needle) { return i }
        i = hay.index(after: i)
    }
    return nil
}

if let idx = firstIndex(of: "fox", in: text) {
    print("fox at", text.distance(from: text.startIndex, to: idx))
    print(text[idx...].prefix(9))
}
print(firstIndex(of: "cat", in: text) == nil)

func occurrences(of needle: String, in hay: String) -> Int {
    var count = 0
    var rest = Substring(hay)
    while let i = firstIndex(of: needle, in: String(rest)) {
        count += 1
        let offset = String(rest).distance(from: String(rest).startIndex, to: i)
        rest = rest.dropFirst(offset + needle.count)
    }
    return count
}
print(occurrences(of: "o", in: text), occurrences(of: "the", in: text.lowercased()))

let capitalized = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
print(capitalized)

let reversedWords = words.reversed().joined(separator: " ")
print(reversedWords)

let emoji = "café 👍🏽!"
print(emoji.count, emoji.unicodeScalars.count, emoji.utf8.count, emoji.utf16.count)
print(emoji.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))

let csv = "a,b,,c,"
print(csv.split(separator: ",").map(String.init))
print(csv.split(separator: ",", omittingEmptySubsequences: false).map(String.init))
print(csv.split(separator: ",", maxSplits: 1).map(String.init))

var letters: [Character: Int] = [:]
for ch in text.lowercased() where ch.isLetter { letters[ch, default: 0] += 1 }
let top = letters.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(3)
print(top.map { "\($0.key):\($0.value)" })

print(String(text.reversed().prefix(8)))
print(text.filter { "aeiou".contains($0) }.count)
print("x".padded(to: 4), "[" + "long".padded(to: 2) + "]")
print(Array("hello").lastIndex(of: "l")!, "mississippi".replacing("ss", with: "SS"))

extension String {
    func padded(to n: Int) -> String { count >= n ? self : self + String(repeating: ".", count: n - count) }
}

// expect: 9 The dog
// expect: [3, 5, 5, 3, 5, 4, 3, 4, 3]
// expect: true false
// expect: fox at 16
// expect: fox jumps
// expect: true
// expect: 4 2
// expect: The Quick Brown Fox Jumps Over The Lazy Dog
// expect: dog lazy the over jumps fox brown quick The
// expect: 7 8 15 10
// expect: 63 61 66 e9 20 1f44d 1f3fd 21
// expect: ["a", "b", "c"]
// expect: ["a", "b", "", "c", ""]
// expect: ["a", "b,,c,"]
// expect: ["o:4", "e:3", "h:2"]
// expect: god yzal
// expect: 11
// expect: x... [long]
// expect: 3 miSSiSSippi
