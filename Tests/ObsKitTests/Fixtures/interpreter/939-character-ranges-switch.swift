// Ranges of Characters and Strings: pattern matching in switch, contains, and ClosedRange of String printing.
// Expected output: swiftc 6.3.1 on this machine.
func kind(_ c: Character) -> String {
    switch c {
    case "a"..."z": return "lower"
    case "A"..."Z": return "upper"
    case "0"..."9": return "digit"
    default: return "other"
    }
}
print("Hi 5!".map(kind))
let range = "apple"..."melon"
print(range.contains("banana"), range.contains("zebra"), range)
print(("a"..<"c").contains("b"), "m" ~= "m", ("A"..."F") ~= "C")
let grades: [Character] = ["A", "C", "F", "B"]
print(grades.filter { ("A"..."B").contains($0) })

// expect: ["upper", "lower", "other", "digit", "other"]
// expect: true false apple...melon
// expect: true true true
// expect: ["A", "B"]
