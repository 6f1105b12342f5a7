// Apple docs style (Character properties): classifying characters with isLetter, isNumber and friends
let sample: [Character] = ["a", "Z", "7", " ", "\t", "é", "½", "!", "٣", "🙂"]

for ch in sample {
    var tags: [String] = []
    if ch.isLetter { tags.append("letter") }
    if ch.isNumber { tags.append("number") }
    if ch.isWhitespace { tags.append("whitespace") }
    if ch.isPunctuation { tags.append("punct") }
    if ch.isUppercase { tags.append("upper") }
    if ch.isLowercase { tags.append("lower") }
    if ch.isASCII { tags.append("ascii") }
    let shown = ch.isWhitespace ? "\\s" : String(ch)
    print(shown, tags.isEmpty ? "-" : tags.joined(separator: ","))
}

// wholeNumberValue understands digits from many scripts
let digits: [Character] = ["4", "٣", "½", "x", "五"]
for d in digits {
    print(d, d.wholeNumberValue.map(String.init) ?? "nil")
}

// asciiValue and hexDigitValue
for c in "Az09f" {
    let ascii = c.asciiValue.map { String($0) } ?? "nil"
    let hex = c.hexDigitValue.map { String($0) } ?? "nil"
    print("\(c): ascii=\(ascii) hex=\(hex)")
}

// A tiny tokenizer built on these properties
enum Token: CustomStringConvertible {
    case word(String), number(Int), symbol(Character)
    var description: String {
        switch self {
        case .word(let w): return "word(\(w))"
        case .number(let n): return "num(\(n))"
        case .symbol(let s): return "sym(\(s))"
        }
    }
}

func tokenize(_ input: String) -> [Token] {
    var tokens: [Token] = []
    var i = input.startIndex
    while i < input.endIndex {
        let c = input[i]
        if c.isWhitespace {
            i = input.index(after: i)
        } else if c.isLetter {
            let word = input[i...].prefix(while: { $0.isLetter })
            tokens.append(.word(String(word)))
            i = word.endIndex
        } else if let _ = c.wholeNumberValue {
            let num = input[i...].prefix(while: { $0.isNumber })
            tokens.append(.number(num.reduce(0) { $0 * 10 + $1.wholeNumberValue! }))
            i = num.endIndex
        } else {
            tokens.append(.symbol(c))
            i = input.index(after: i)
        }
    }
    return tokens
}
print(tokenize("let x1 = 42 + y;"))

// Case conversion returns strings
print(Character("ß").uppercased(), Character("Q").lowercased())

// expect: a letter,lower,ascii
// expect: Z letter,upper,ascii
// expect: 7 number,ascii
// expect: \s whitespace,ascii
// expect: \s whitespace,ascii
// expect: é letter,lower
// expect: ½ number
// expect: ! punct,ascii
// expect: ٣ number
// expect: 🙂 -
// expect: 4 4
// expect: ٣ 3
// expect: ½ nil
// expect: x nil
// expect: 五 5
// expect: A: ascii=65 hex=10
// expect: z: ascii=122 hex=nil
// expect: 0: ascii=48 hex=0
// expect: 9: ascii=57 hex=9
// expect: f: ascii=102 hex=15
// expect: [word(let), word(x), num(1), sym(=), num(42), sym(+), word(y), sym(;)]
// expect: SS q
