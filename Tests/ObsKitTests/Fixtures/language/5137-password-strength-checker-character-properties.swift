// App code style: password strength checker with Character properties
struct PasswordReport: CustomStringConvertible {
    var length = 0
    var upper = 0
    var lower = 0
    var digits = 0
    var symbols = 0
    var spaces = 0
    var repeats = 0

    var score: Int {
        var s = min(length, 12)
        if upper > 0 { s += 2 }
        if lower > 0 { s += 2 }
        if digits > 0 { s += 3 }
        if symbols > 0 { s += 4 }
        s -= repeats * 2
        return max(0, s)
    }

    var rating: String {
        switch score {
        case ..<8: return "weak"
        case 8..<15: return "fair"
        case 15..<20: return "good"
        default: return "strong"
        }
    }

    var description: String {
        "len=\(length) U=\(upper) L=\(lower) D=\(digits) S=\(symbols) sp=\(spaces) rep=\(repeats)"
    }
}

func analyze(_ password: String) -> PasswordReport {
    var r = PasswordReport()
    r.length = password.count
    var previous: Character?
    for ch in password {
        if ch.isUppercase { r.upper += 1 }
        else if ch.isLowercase { r.lower += 1 }
        else if ch.isNumber { r.digits += 1 }
        else if ch.isWhitespace { r.spaces += 1 }
        else if ch.isPunctuation || ch.isSymbol { r.symbols += 1 }
        if ch == previous { r.repeats += 1 }
        previous = ch
    }
    return r
}

func mask(_ s: String) -> String {
    guard s.count > 2 else { return String(repeating: "*", count: s.count) }
    return String(s.first!) + String(repeating: "*", count: s.count - 2) + String(s.last!)
}

let candidates = ["password", "P@ssw0rd!", "aaaa1111", "correct horse battery", "Tr0ub4dor&3", "ZZ", "Ünïcødé-42€"]
for p in candidates {
    let r = analyze(p)
    print("\(mask(p)): \(r) -> \(r.score) \(r.rating)")
}

let best = candidates.max { analyze($0).score < analyze($1).score }!
print("best: \(mask(best))")
let byRating = Dictionary(grouping: candidates) { analyze($0).rating }
for rating in ["weak", "fair", "good", "strong"] {
    print("\(rating): \(byRating[rating]?.count ?? 0)")
}
let hex = "3fA9"
print("hex digits: \(hex.map { $0.hexDigitValue ?? -1 })")
let letters = "Hello, World 2024!".filter(\.isLetter)
print("letters: \(letters), ascii: \(letters.allSatisfy(\.isASCII))")
print("whole numbers: \("x7y8z9".compactMap(\.wholeNumberValue))")

// expect: p******d: len=8 U=0 L=8 D=0 S=0 sp=0 rep=1 -> 8 fair
// expect: P*******!: len=9 U=1 L=5 D=1 S=2 sp=0 rep=1 -> 18 good
// expect: a******1: len=8 U=0 L=4 D=4 S=0 sp=0 rep=6 -> 1 weak
// expect: c*******************y: len=21 U=0 L=19 D=0 S=0 sp=2 rep=2 -> 10 fair
// expect: T*********3: len=11 U=1 L=6 D=3 S=1 sp=0 rep=0 -> 22 strong
// expect: **: len=2 U=2 L=0 D=0 S=0 sp=0 rep=1 -> 2 weak
// expect: Ü*********€: len=11 U=1 L=6 D=2 S=2 sp=0 rep=0 -> 22 strong
// expect: best: T*********3
// expect: weak: 2
// expect: fair: 2
// expect: good: 1
// expect: strong: 2
// expect: hex digits: [3, 15, 10, 9]
// expect: letters: HelloWorld, ascii: true
// expect: whole numbers: [7, 8, 9]
