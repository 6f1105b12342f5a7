// Exercism style (Word count and Series): normalising words with apostrophes, counting into a dictionary, and slicing digit series
import Foundation

func wordCount(_ phrase: String) -> [String: Int] {
    let separators = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "'")).inverted
    let words = phrase.lowercased()
        .components(separatedBy: separators)
        .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "'")) }
        .filter { !$0.isEmpty }
    return words.reduce(into: [:]) { $0[$1, default: 0] += 1 }
}

func show(_ counts: [String: Int]) -> String {
    counts.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: " ")
}

let phrases = [
    "word",
    "one of each",
    "one fish two fish red fish blue fish",
    "one,two,three",
    "car: carpet as java: javascript!!&@$%^&",
    "Joe can't tell between 'large' and large.",
    " multiple   whitespaces ",
    "First: don't laugh. Then: don't cry.",
]
for p in phrases { print(show(wordCount(p))) }

enum SeriesError: Error { case sliceTooLong, emptySeries, invalidLength }

func slices(_ digits: String, length: Int) throws -> [String] {
    guard !digits.isEmpty else { throw SeriesError.emptySeries }
    guard length > 0 else { throw SeriesError.invalidLength }
    guard length <= digits.count else { throw SeriesError.sliceTooLong }
    var out: [String] = []
    var start = digits.startIndex
    while let end = digits.index(start, offsetBy: length, limitedBy: digits.endIndex) {
        out.append(String(digits[start..<end]))
        start = digits.index(after: start)
    }
    return out
}

for (s, n) in [("49142", 3), ("777777", 3), ("918493904243", 5), ("12345", 6), ("", 1), ("123", 0)] {
    if let r = try? slices(s, length: n) {
        print(s, n, r)
    } else {
        do { _ = try slices(s, length: n) } catch { print(s.isEmpty ? "(empty)" : s, n, "error", error) }
    }
}
let largest = try slices("73167176531330624919225119674426574742355349194934", length: 6)
    .map { $0.compactMap(\.wholeNumberValue).reduce(1, *) }.max()!
print("largest product of 6:", largest)

// expect: word:1
// expect: each:1 of:1 one:1
// expect: blue:1 fish:4 one:1 red:1 two:1
// expect: one:1 three:1 two:1
// expect: as:1 car:1 carpet:1 java:1 javascript:1
// expect: and:1 between:1 can't:1 joe:1 large:2 tell:1
// expect: multiple:1 whitespaces:1
// expect: cry:1 don't:2 first:1 laugh:1 then:1
// expect: 49142 3 ["491", "914", "142"]
// expect: 777777 3 ["777", "777", "777", "777"]
// expect: 918493904243 5 ["91849", "18493", "84939", "49390", "93904", "39042", "90424", "04243"]
// expect: 12345 6 error sliceTooLong
// expect: (empty) 1 error emptySeries
// expect: 123 0 error invalidLength
// expect: largest product of 6: 23520
