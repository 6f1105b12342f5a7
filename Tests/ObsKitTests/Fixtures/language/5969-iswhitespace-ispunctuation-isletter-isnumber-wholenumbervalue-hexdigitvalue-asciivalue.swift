// Swift stdlib test style (Character APIs): isWhitespace, isPunctuation, isLetter, isNumber, wholeNumberValue, hexDigitValue, asciiValue, isCased and case mappings across sample characters
let samples: [Character] = ["a", "Z", "7", " ", "\t", "\n", "!", ",", "-", "é", "ß", "٣", "½", "😀", "F", "$", "\u{00A0}", "漢"]
for c in samples {
    let shown = c.isWhitespace ? "\\u{\(String(c.unicodeScalars.first!.value, radix: 16))}" : String(c)
    print(shown,
          "ws:\(c.isWhitespace)",
          "punct:\(c.isPunctuation)",
          "letter:\(c.isLetter)",
          "num:\(c.isNumber)",
          "whole:\(c.wholeNumberValue.map(String.init) ?? "-")",
          "hex:\(c.hexDigitValue.map(String.init) ?? "-")",
          "ascii:\(c.asciiValue.map(String.init) ?? "-")")
}

print(Character("a").isCased, Character("1").isCased, Character("A").isUppercase, Character("a").isLowercase)
print(Character("ß").uppercased(), Character("É").lowercased(), Character("x").uppercased())
print(Character("$").isCurrencySymbol, Character("+").isMathSymbol, Character("+").isSymbol)
print(Character("\r\n").isNewline, Character("\r\n").asciiValue as Any, Character("\r\n").isASCII)
print(Character("e\u{301}").isLetter, Character("e\u{301}").asciiValue as Any)

let sentence = "Hello, World! It's 2024..."
let punct = sentence.filter(\.isPunctuation)
let spaces = sentence.filter(\.isWhitespace).count
let digits = sentence.compactMap(\.wholeNumberValue)
print(punct, spaces, digits, digits.reduce(0, +))
let asciiSum = "ABC".compactMap(\.asciiValue).map(Int.init).reduce(0, +)
print(asciiSum)
let fromAscii = [72, 105].map { Character(Unicode.Scalar(UInt8($0))) }
print(String(fromAscii))

// expect: a ws:false punct:false letter:true num:false whole:- hex:10 ascii:97
// expect: Z ws:false punct:false letter:true num:false whole:- hex:- ascii:90
// expect: 7 ws:false punct:false letter:false num:true whole:7 hex:7 ascii:55
// expect: \u{20} ws:true punct:false letter:false num:false whole:- hex:- ascii:32
// expect: \u{9} ws:true punct:false letter:false num:false whole:- hex:- ascii:9
// expect: \u{a} ws:true punct:false letter:false num:false whole:- hex:- ascii:10
// expect: ! ws:false punct:true letter:false num:false whole:- hex:- ascii:33
// expect: , ws:false punct:true letter:false num:false whole:- hex:- ascii:44
// expect: - ws:false punct:true letter:false num:false whole:- hex:- ascii:45
// expect: é ws:false punct:false letter:true num:false whole:- hex:- ascii:-
// expect: ß ws:false punct:false letter:true num:false whole:- hex:- ascii:-
// expect: ٣ ws:false punct:false letter:false num:true whole:3 hex:- ascii:-
// expect: ½ ws:false punct:false letter:false num:true whole:- hex:- ascii:-
// expect: 😀 ws:false punct:false letter:false num:false whole:- hex:- ascii:-
// expect: F ws:false punct:false letter:true num:false whole:- hex:15 ascii:70
// expect: $ ws:false punct:false letter:false num:false whole:- hex:- ascii:36
// expect: \u{a0} ws:true punct:false letter:false num:false whole:- hex:- ascii:-
// expect: 漢 ws:false punct:false letter:true num:false whole:- hex:- ascii:-
// expect: true false true true
// expect: SS é X
// expect: true true true
// expect: true Optional(10) true
// expect: true nil
// expect: ,!'... 3 [2, 0, 2, 4] 8
// expect: 198
// expect: Hi
