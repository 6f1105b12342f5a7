// Compiler test style: switching on Character and Unicode scalar values with closed ranges and lists
func classify(_ c: Character) -> String {
    switch c {
    case "a", "e", "i", "o", "u", "A", "E", "I", "O", "U":
        return "vowel"
    case "a"..."z", "A"..."Z":
        return "consonant"
    case "0"..."9":
        return "digit"
    case " ", "\t", "\n":
        return "space"
    case "(", ")", "[", "]", "{", "}":
        return "bracket"
    default:
        return "symbol"
    }
}

let text = "Hi (x1)!"
for ch in text {
    print("'\(ch)' -> \(classify(ch))")
}

func tally(_ s: String) -> (vowels: Int, consonants: Int, digits: Int, other: Int) {
    var t = (vowels: 0, consonants: 0, digits: 0, other: 0)
    for ch in s {
        switch classify(ch) {
        case "vowel": t.vowels += 1
        case "consonant": t.consonants += 1
        case "digit": t.digits += 1
        default: t.other += 1
        }
    }
    return t
}

let sentence = "The quick brown fox jumps over 13 lazy dogs!"
let t = tally(sentence)
print("vowels \(t.vowels), consonants \(t.consonants), digits \(t.digits), other \(t.other)")

func rot13(_ s: String) -> String {
    var out = ""
    for u in s.unicodeScalars {
        switch u.value {
        case 65...90:
            out.unicodeScalars.append(Unicode.Scalar((u.value - 65 + 13) % 26 + 65)!)
        case 97...122:
            out.unicodeScalars.append(Unicode.Scalar((u.value - 97 + 13) % 26 + 97)!)
        default:
            out.unicodeScalars.append(u)
        }
    }
    return out
}

let secret = rot13("Hello, World 42")
print(secret)
print(rot13(secret))

func caseKind(_ s: String) -> String {
    var sawUpper = false, sawLower = false, sawUnderscore = false
    for ch in s {
        switch ch {
        case "A"..."Z": sawUpper = true
        case "a"..."z": sawLower = true
        case "_": sawUnderscore = true
        default: break
        }
    }
    switch (sawUpper, sawLower, sawUnderscore) {
    case (true, false, true): return "SCREAMING_SNAKE"
    case (false, true, true): return "snake_case"
    case (true, true, false): return s.first!.isUppercase ? "PascalCase" : "camelCase"
    case (_, _, false): return "single word"
    default: return "mixed"
    }
}

for ident in ["MAX_VALUE", "user_name", "HttpRequest", "parseJSON", "hello", "Weird_Mix"] {
    print("\(ident): \(caseKind(ident))")
}

// Expected output:
// expect: 'H' -> consonant
// expect: 'i' -> vowel
// expect: ' ' -> space
// expect: '(' -> bracket
// expect: 'x' -> consonant
// expect: '1' -> digit
// expect: ')' -> bracket
// expect: '!' -> symbol
// expect: vowels 10, consonants 23, digits 2, other 9
// expect: Uryyb, Jbeyq 42
// expect: Hello, World 42
// expect: MAX_VALUE: SCREAMING_SNAKE
// expect: user_name: snake_case
// expect: HttpRequest: PascalCase
// expect: parseJSON: camelCase
// expect: hello: single word
// expect: Weird_Mix: mixed
