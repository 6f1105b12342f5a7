// Swift book style: Character values in switch statements
let someCharacter: Character = "z"
switch someCharacter {
case "a":
    print("The first letter of the alphabet")
case "z":
    print("The last letter of the alphabet")
default:
    print("Some other character")
}

func kind(_ c: Character) -> String {
    switch c {
    case "a", "e", "i", "o", "u", "A", "E", "I", "O", "U":
        return "vowel"
    case "b"..."z", "B"..."Z":
        return "consonant"
    case "0"..."9":
        return "digit"
    case " ":
        return "space"
    case _ where c.isPunctuation:
        return "punctuation"
    default:
        return "other"
    }
}
for c in "Hi, 2 U!€" {
    print(c, kind(c))
}

let puzzleInput = "great minds think alike"
var puzzleOutput = ""
let charactersToRemove: [Character] = ["a", "e", "i", "o", "u", " "]
for character in puzzleInput {
    if charactersToRemove.contains(character) {
        continue
    }
    puzzleOutput.append(character)
}
print(puzzleOutput)

let numberSymbol: Character = "三"
var possibleIntegerValue: Int?
switch numberSymbol {
case "1", "١", "一", "๑":
    possibleIntegerValue = 1
case "2", "٢", "二", "๒":
    possibleIntegerValue = 2
case "3", "٣", "三", "๓":
    possibleIntegerValue = 3
case "4", "٤", "四", "๔":
    possibleIntegerValue = 4
default:
    break
}
if let integerValue = possibleIntegerValue {
    print("The integer value of \(numberSymbol) is \(integerValue).")
} else {
    print("An integer value couldn't be found for \(numberSymbol).")
}

func morse(_ c: Character) -> String {
    switch c.lowercased().first! {
    case "s": return "..."
    case "o": return "---"
    case "e": return "."
    case "t": return "-"
    case "a": return ".-"
    default: return "?"
    }
}
print("SOS".map(morse).joined(separator: " "), "tea".map(morse).joined(separator: " "))

func bracketsBalanced(_ s: String) -> Bool {
    var stack: [Character] = []
    for c in s {
        switch c {
        case "(", "[", "{":
            stack.append(c)
        case ")":
            if stack.popLast() != "(" { return false }
        case "]":
            if stack.popLast() != "[" { return false }
        case "}":
            if stack.popLast() != "{" { return false }
        default:
            continue
        }
    }
    return stack.isEmpty
}
for s in ["([]{})", "([)]", "((", "a(b)c", ""] {
    print("\"\(s)\"", bracketsBalanced(s))
}

let pair: (Character, Character) = ("x", "1")
switch pair {
case ("x", let d) where d.isNumber:
    print("x with digit \(d)")
case (let l, _):
    print("starts with \(l)")
}
let grade: Character = "B"
switch grade {
case "A": print("excellent")
case "B", "C": print("good enough"); fallthrough
default: print("keep going")
}

// expect: The last letter of the alphabet
// expect: H consonant
// expect: i vowel
// expect: , punctuation
// expect:   space
// expect: 2 digit
// expect:   space
// expect: U vowel
// expect: ! punctuation
// expect: € other
// expect: grtmndsthnklk
// expect: The integer value of 三 is 3.
// expect: ... --- ... - . .-
// expect: "([]{})" true
// expect: "([)]" false
// expect: "((" false
// expect: "a(b)c" true
// expect: "" true
// expect: x with digit 1
// expect: good enough
// expect: keep going
