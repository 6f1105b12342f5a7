// Swift Regex style (card numbers): firstMatch finds digit groups in free text, then a Luhn check validates them
let notes = [
    "Customer paid with 4539 1488 0343 6467 yesterday.",
    "Card on file: 4111-1111-1111-1112 (expired)",
    "Numbers 1234 and 5678 are not cards",
    "Amex 3782 822463 10005 accepted",
]

let cardLike = #/\b\d{4}(?:[ -]?\d{4,6}){2,3}\b/#

func luhnValid(_ digits: [Int]) -> Bool {
    var sum = 0
    for (index, digit) in digits.reversed().enumerated() {
        if index % 2 == 1 {
            let doubled = digit * 2
            sum += doubled > 9 ? doubled - 9 : doubled
        } else {
            sum += digit
        }
    }
    return sum % 10 == 0
}

for note in notes {
    guard let match = note.firstMatch(of: cardLike) else {
        print("no card: \(note)")
        continue
    }
    let digits = match.output.compactMap { $0.wholeNumberValue }
    let masked = String(repeating: "•", count: digits.count - 4) + digits.suffix(4).map(String.init).joined()
    print("\(masked) len=\(digits.count) luhn=\(luhnValid(digits) ? "valid" : "invalid")")
    let redacted = note.replacing(cardLike, with: "[card]")
    print("  \(redacted)")
}

// expect: ••••••••••••6467 len=16 luhn=valid
// expect:   Customer paid with [card] yesterday.
// expect: ••••••••••••1112 len=16 luhn=invalid
// expect:   Card on file: [card] (expired)
// expect: no card: Numbers 1234 and 5678 are not cards
// expect: •••••••••••0005 len=15 luhn=valid
// expect:   Amex [card] accepted
