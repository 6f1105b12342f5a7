// Hacking with Swift style (JSON with strings): encoding text statistics with sorted keys and decoding them back
import Foundation

struct TextStats: Codable, Equatable {
    var text: String
    var characters: Int
    var scalars: Int
    var bytes: Int
    var words: [String]
    var vowels: [String: Int]
}

func stats(for text: String) -> TextStats {
    var vowels: [String: Int] = [:]
    for ch in text.lowercased() where "aeiou".contains(ch) {
        vowels[String(ch), default: 0] += 1
    }
    let words = text.split(whereSeparator: { !$0.isLetter }).map { $0.lowercased() }
    return TextStats(text: text, characters: text.count, scalars: text.unicodeScalars.count,
                     bytes: text.utf8.count, words: words, vowels: vowels)
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let samples = ["Hello, World", "Crème brûlée", "Quote \"me\" / out"]
var encoded: [Data] = []
for s in samples {
    let data = try! encoder.encode(stats(for: s))
    encoded.append(data)
    print(String(data: data, encoding: .utf8)!)
}

let decoder = JSONDecoder()
for data in encoded {
    let back = try! decoder.decode(TextStats.self, from: data)
    print(back.text, back.words.count, back == stats(for: back.text))
}

let pretty = JSONEncoder()
pretty.outputFormatting = [.sortedKeys, .prettyPrinted]
let small = ["b": "two", "a": "one"]
print(String(data: try! pretty.encode(small), encoding: .utf8)!)

let jsonText = #"{"name":"Zoë","tags":["x","y"],"emoji":"\ud83d\ude00"}"#
struct Tagged: Codable { var name: String; var tags: [String]; var emoji: String }
let parsed = try! decoder.decode(Tagged.self, from: Data(jsonText.utf8))
print(parsed.name, parsed.name.count, parsed.tags.joined(separator: "+"), parsed.emoji, parsed.emoji.unicodeScalars.first!.value)

// expect: {"bytes":12,"characters":12,"scalars":12,"text":"Hello, World","vowels":{"e":1,"o":2},"words":["hello","world"]}
// expect: {"bytes":15,"characters":12,"scalars":12,"text":"Crème brûlée","vowels":{"e":2},"words":["crème","brûlée"]}
// expect: {"bytes":16,"characters":16,"scalars":16,"text":"Quote \"me\" \/ out","vowels":{"e":2,"o":2,"u":2},"words":["quote","me","out"]}
// expect: Hello, World 2 true
// expect: Crème brûlée 2 true
// expect: Quote "me" / out 3 true
// expect: {
// expect:   "a" : "one",
// expect:   "b" : "two"
// expect: }
// expect: Zoë 3 x+y 😀 128512
