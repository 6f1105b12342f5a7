// Compiler test style: associated type defaults and overriding them
protocol Tokenizer {
  associatedtype Token = String
  associatedtype Position = Int
  func tokenize(_ text: String) -> [Token]
  func position(of index: Int) -> Position
}

extension Tokenizer where Position == Int {
  func position(of index: Int) -> Int { index }
}

struct WordTokenizer: Tokenizer {
  func tokenize(_ text: String) -> [String] {
    text.split(separator: " ").map(String.init)
  }
}

struct LengthTokenizer: Tokenizer {
  typealias Token = Int
  func tokenize(_ text: String) -> [Int] {
    text.split(separator: " ").map { (word: Substring) -> Int in word.count }
  }
}

struct LinePosition: CustomStringConvertible {
  var line: Int, column: Int
  var description: String { "L\(line):C\(column)" }
}

struct CharTokenizer: Tokenizer {
  func tokenize(_ text: String) -> [Character] { Array(text) }
  func position(of index: Int) -> LinePosition { LinePosition(line: index / 4 + 1, column: index % 4) }
}

func report<T: Tokenizer>(_ t: T, _ text: String) {
  let tokens = t.tokenize(text)
  print("\(T.self) Token=\(T.Token.self) Position=\(T.Position.self)")
  print("  count=\(tokens.count) first=\(tokens.first.map { "\($0)" } ?? "none")")
  print("  pos(5)=\(t.position(of: 5))")
}

report(WordTokenizer(), "the quick brown fox")
report(LengthTokenizer(), "the quick brown fox")
report(CharTokenizer(), "swift")
print(WordTokenizer.Token.self == String.self)
print(LengthTokenizer.Position.self == Int.self)
// expect: WordTokenizer Token=String Position=Int
// expect:   count=4 first=the
// expect:   pos(5)=5
// expect: LengthTokenizer Token=Int Position=Int
// expect:   count=4 first=3
// expect:   pos(5)=5
// expect: CharTokenizer Token=Character Position=LinePosition
// expect:   count=5 first=s
// expect:   pos(5)=L2:C1
// expect: true
// expect: true
