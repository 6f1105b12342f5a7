// Character properties: classification, numeric values, hex digits, case, ASCII
// expected output: swiftc 6.3.1 (Linux), run on this machine
let chars: [Character] = ["a", "Q", "7", "٣", "½", "F", " ", "\n", "!", "é", "ß", "😀", "€", "_"]
for c in chars {
    let flags = [
        c.isLetter ? "L" : "-",
        c.isNumber ? "N" : "-",
        c.isWholeNumber ? "W" : "-",
        c.isHexDigit ? "H" : "-",
        c.isUppercase ? "U" : "-",
        c.isLowercase ? "l" : "-",
        c.isWhitespace ? "S" : "-",
        c.isNewline ? "n" : "-",
        c.isPunctuation ? "P" : "-",
        c.isSymbol ? "Y" : "-",
        c.isASCII ? "A" : "-",
    ].joined()
    print(c.debugDescription, flags, c.wholeNumberValue.map(String.init) ?? "_", c.hexDigitValue.map(String.init) ?? "_")
}

print(Character("a").asciiValue ?? 0, Character("é").asciiValue.map(String.init) ?? "nil", Character("\r\n").asciiValue ?? 0)
print(Character("ß").uppercased(), Character("İ").lowercased().count, Character("ǅ").isCased, Character("1").isCased)
print(Character("x").isMathSymbol, Character("+").isMathSymbol, Character("$").isCurrencySymbol, Character("©").isSymbol)

let text = "Order #42: 3 apples, 12 pears & 1 fig!"
let digits = text.filter(\.isWholeNumber)
let letters = text.filter(\.isLetter)
print(digits, letters.count, text.filter(\.isPunctuation))

var numbers: [Int] = []
var current = 0
var inNumber = false
for ch in text + " " {
    if let d = ch.wholeNumberValue {
        current = current * 10 + d
        inNumber = true
    } else if inNumber {
        numbers.append(current)
        current = 0
        inNumber = false
    }
}
print(numbers, numbers.reduce(0, +))

func parseHex(_ s: String) -> Int? {
    var v = 0
    for c in s {
        guard let h = c.hexDigitValue else { return nil }
        v = v * 16 + h
    }
    return v
}
print(parseHex("ff") ?? -1, parseHex("1A3") ?? -1, parseHex("0xZ") ?? -1)

func camelToSnake(_ s: String) -> String {
    var out = ""
    for c in s {
        if c.isUppercase {
            if !out.isEmpty { out.append("_") }
            out += c.lowercased()
        } else {
            out.append(c)
        }
    }
    return out
}
print(camelToSnake("userIDValue"), camelToSnake("HTTPServer"), camelToSnake("plain"))
let title = "the quick brown fox".split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }
print(title.joined(separator: " "))
print(Character("A") < Character("a"), Character("é") > Character("z"), ["b", "A", "a", "B"].sorted())

// expect: "a" L--H-l----A _ 10
// expect: "Q" L---U-----A _ _
// expect: "7" -NWH------A 7 7
// expect: "٣" -NW-------- 3 _
// expect: "½" -N--------- _ _
// expect: "F" L--HU-----A _ 15
// expect: " " ------S---A _ _
// expect: "\n" ------Sn--A _ _
// expect: "!" --------P-A _ _
// expect: "é" L----l----- _ _
// expect: "ß" L----l----- _ _
// expect: "😀" ---------Y- _ _
// expect: "€" ---------Y- _ _
// expect: "_" --------P-A _ _
// expect: 97 nil 10
// expect: SS 1 true false
// expect: false true true true
// expect: 423121 19 #:,&!
// expect: [42, 3, 12, 1] 58
// expect: 255 419 -1
// expect: user_i_d_value h_t_t_p_server plain
// expect: The Quick Brown Fox
// expect: true true ["A", "B", "a", "b"]
