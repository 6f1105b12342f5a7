// RegexBuilder style (word frequency): matches(of:) over words, counting and ranking them
import RegexBuilder

let text = """
The quick brown fox jumps over the lazy dog. The dog didn't mind;
the fox, however, was quick to leave. Quick! said the dog's owner.
"""

let word = Regex {
    Capture {
        OneOrMore(.word)
        Optionally {
            "'"
            OneOrMore(.word)
        }
    } transform: { $0.lowercased() }
}

var freq: [String: Int] = [:]
var order: [String] = []
for m in text.matches(of: word) {
    let w = m.output.1
    if freq[w] == nil { order.append(w) }
    freq[w, default: 0] += 1
}
print("total words:", text.matches(of: word).count)
print("distinct:", freq.count)
let top = order.sorted { (freq[$0]!, $1) > (freq[$1]!, $0) }.prefix(4)
for w in top {
    print(w, freq[w]!)
}

let sentences = text.split(separator: Regex {
    CharacterClass.anyOf(".!;")
    ZeroOrMore(.whitespace)
})
print("sentences:", sentences.count)
for s in sentences {
    print(s.matches(of: word).count, s.prefix(12))
}

let capitalised = Regex {
    Anchor.wordBoundary
    Capture { CharacterClass("A"..."Z"); ZeroOrMore(.word) }
}
print(text.matches(of: capitalised).map(\.output.1))
// expect: total words: 25
// expect: distinct: 17
// expect: the 5
// expect: quick 3
// expect: dog 2
// expect: fox 2
// expect: sentences: 5
// expect: 9 The quick br
// expect: 4 The dog didn
// expect: 7 the fox, how
// expect: 1 Quick
// expect: 4 said the dog
// expect: ["The", "The", "Quick"]
