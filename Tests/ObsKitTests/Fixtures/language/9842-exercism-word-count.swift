// Exercism Swift track style (Word Count): count words in a phrase, handling apostrophes and punctuation
struct WordCount {
  let counts: [String: Int]

  init(words phrase: String) {
    var result: [String: Int] = [:]
    var current = ""
    func flush() {
      let word = String(current.drop { $0 == "'" }.reversed().drop { $0 == "'" }.reversed())
      if !word.isEmpty { result[word, default: 0] += 1 }
      current = ""
    }
    for ch in phrase.lowercased() {
      if ch.isLetter || ch.isNumber || ch == "'" {
        current.append(ch)
      } else {
        flush()
      }
    }
    flush()
    counts = result
  }

  func report() -> String {
    counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
      .map { "\($0.key): \($0.value)" }
      .joined(separator: ", ")
  }
}

let phrases = [
  "hello",
  "red green blue",
  "row row row your boat gently down the stream",
  "alpha,beta,gamma",
  "alpha,\nbeta,\ngamma",
  "swift: swiftly as kotlin: kotlinx!!#@*&",
  "check, 3, 4 check",
  "Yes YES yes No no",
  "Rule one: don't panic. Rule two: don't forget. We're fine.",
  "Sam won't say 'maybe' or maybe.",
  "  lots    of   space  ",
  ",\n,up,\n ,down \n 'left'",
  "won't, won, 'won't'",
]

for p in phrases {
  let wc = WordCount(words: p)
  let total = wc.counts.values.reduce(0, +)
  print("[\(total) words, \(wc.counts.count) unique] \(wc.report())")
}

let paragraph = """
The quick brown fox jumps over the lazy dog.
The dog didn't mind; the fox did.
"""
let wc = WordCount(words: paragraph)
let top = wc.counts.filter { $0.value > 1 }.keys.sorted()
print("repeated:", top)
print("the =", wc.counts["the"] ?? 0, "| cat =", wc.counts["cat"] ?? 0)
// expect: [1 words, 1 unique] hello: 1
// expect: [3 words, 3 unique] blue: 1, green: 1, red: 1
// expect: [9 words, 7 unique] row: 3, boat: 1, down: 1, gently: 1, stream: 1, the: 1, your: 1
// expect: [3 words, 3 unique] alpha: 1, beta: 1, gamma: 1
// expect: [3 words, 3 unique] alpha: 1, beta: 1, gamma: 1
// expect: [5 words, 5 unique] as: 1, kotlin: 1, kotlinx: 1, swift: 1, swiftly: 1
// expect: [4 words, 3 unique] check: 2, 3: 1, 4: 1
// expect: [5 words, 2 unique] yes: 3, no: 2
// expect: [10 words, 8 unique] don't: 2, rule: 2, fine: 1, forget: 1, one: 1, panic: 1, two: 1, we're: 1
// expect: [6 words, 5 unique] maybe: 2, or: 1, sam: 1, say: 1, won't: 1
// expect: [3 words, 3 unique] lots: 1, of: 1, space: 1
// expect: [3 words, 3 unique] down: 1, left: 1, up: 1
// expect: [3 words, 2 unique] won't: 2, won: 1
// expect: repeated: ["dog", "fox", "the"]
// expect: the = 4 | cat = 0
