// RegexBuilder style (splitting): split strings on regex separators, with and without empty pieces
import RegexBuilder

let tags = "swift, ios;  macos |linux,,  server"
let sep = Regex {
    ZeroOrMore(.whitespace)
    CharacterClass.anyOf(",;|")
    ZeroOrMore(.whitespace)
}
let pieces = tags.split(separator: sep)
print(pieces.count, pieces)

let sentence = "one  two\tthree\nfour   five"
print(sentence.split(separator: Regex { OneOrMore(.whitespace) }).map(String.init))

let camel = "parseHTTPResponseCode"
let boundary = Regex {
    Lookahead { CharacterClass("A"..."Z") }
}
print(camel.ranges(of: Regex { CharacterClass("A"..."Z") }).count)

let path = "/usr//local/bin/"
print(path.split(separator: "/"))
print(path.split(separator: Regex { OneOrMore("/") }))

let csvish = "a=1&b=2&&c=&d"
for part in csvish.split(separator: Regex { "&" }) {
    let kv = part.split(separator: Regex { "=" }, maxSplits: 1, omittingEmptySubsequences: false)
    print(kv.map { "[\($0)]" }.joined(separator: " "))
}

let numbers = "10 -> 20 => 30 --> 40"
let arrow = Regex {
    " "
    OneOrMore(CharacterClass.anyOf("-="))
    ">"
    " "
}
let values = numbers.split(separator: arrow).compactMap { Int($0) }
print(values, values.reduce(0, +))
print(numbers.components(separatedBy: " ").count)

extension String {
    func components(separatedBy s: String) -> [Substring] {
        split(separator: s, omittingEmptySubsequences: false)
    }
}
// expect: 5 ["swift", "ios", "macos", "linux", "server"]
// expect: ["one", "two", "three", "four", "five"]
// expect: 6
// expect: ["usr", "local", "bin"]
// expect: ["usr", "local", "bin"]
// expect: [a] [1]
// expect: [b] [2]
// expect: [c] []
// expect: [d]
// expect: [10, 20, 30, 40] 100
// expect: 7
