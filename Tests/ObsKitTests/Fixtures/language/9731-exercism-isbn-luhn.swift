// Exercism "ISBN Verifier" and "Luhn" tracks: Character.isNumber/wholeNumberValue, filter, reversed, enumerated, guard
struct ISBNVerifier {
    static func isValid(_ isbn: String) -> Bool {
        let chars = isbn.filter { $0 != "-" }
        guard chars.count == 10 else { return false }
        var sum = 0
        for (i, ch) in chars.enumerated() {
            let weight = 10 - i
            if let d = ch.wholeNumberValue, ch.isASCII {
                sum += d * weight
            } else if ch == "X" && i == 9 {
                sum += 10
            } else {
                return false
            }
        }
        return sum % 11 == 0
    }
}

func luhnValid(_ number: String) -> Bool {
    let stripped = number.replacingSpaces()
    guard stripped.count > 1, stripped.allSatisfy({ $0.isNumber && $0.isASCII }) else { return false }
    let digits = stripped.compactMap(\.wholeNumberValue)
    let total = digits.reversed().enumerated().reduce(0) { acc, pair in
        let (i, d) = pair
        if i % 2 == 1 {
            let doubled = d * 2
            return acc + (doubled > 9 ? doubled - 9 : doubled)
        }
        return acc + d
    }
    return total % 10 == 0
}

extension String {
    func replacingSpaces() -> String { filter { !$0.isWhitespace } }
}

let isbns = ["3-598-21508-8", "3-598-21508-9", "3-598-21507-X", "3-598-2X507-9", "359821507X", "3-598-21507-A", "3598215088", "35982150881"]
for s in isbns {
    print("\(s.padding(13)) \(ISBNVerifier.isValid(s) ? "valid" : "invalid")")
}

let cards = ["4539 3195 0343 6467", "8273 1232 7352 0569", "059", "0", " 0 0 ", "055a 444 285", "091"]
for c in cards {
    print("luhn(\"\(c)\") = \(luhnValid(c))")
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
let fullWidth: Character = "\u{FF17}"
print("fullwidth 7: isNumber=\(fullWidth.isNumber) value=\(fullWidth.wholeNumberValue ?? -1) ascii=\(fullWidth.isASCII)")
// expect: 3-598-21508-8 valid
// expect: 3-598-21508-9 invalid
// expect: 3-598-21507-X valid
// expect: 3-598-2X507-9 invalid
// expect: 359821507X    valid
// expect: 3-598-21507-A invalid
// expect: 3598215088    valid
// expect: 35982150881   invalid
// expect: luhn("4539 3195 0343 6467") = true
// expect: luhn("8273 1232 7352 0569") = false
// expect: luhn("059") = true
// expect: luhn("0") = false
// expect: luhn(" 0 0 ") = true
// expect: luhn("055a 444 285") = false
// expect: luhn("091") = true
// expect: fullwidth 7: isNumber=true value=7 ascii=false
