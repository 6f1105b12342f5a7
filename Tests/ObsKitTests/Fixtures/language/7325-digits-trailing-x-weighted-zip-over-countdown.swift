// Exercism style (ISBN Verifier): digits and a trailing X weighted with zip over a countdown stride
struct IsbnVerifier {
    static func isValid(_ string: String) -> Bool {
        let chars = Array(string.filter { $0 != "-" })
        guard chars.count == 10 else { return false }
        var values: [Int] = []
        for (index, ch) in chars.enumerated() {
            if let d = ch.wholeNumberValue, ch.isASCII {
                values.append(d)
            } else if ch == "X" && index == 9 {
                values.append(10)
            } else {
                return false
            }
        }
        let weighted = zip(values, stride(from: 10, to: 0, by: -1)).map { $0 * $1 }
        return weighted.reduce(0, +) % 11 == 0
    }
}

let isbns = [
    "3-598-21508-8",
    "3-598-21508-9",
    "3-598-21507-X",
    "3-598-21507-A",
    "3-598-P1581-X",
    "3-598-2X507-9",
    "3598215088",
    "359821507X",
    "359821507",
    "3598215078X",
    "00",
    "3-598-21507",
    "3132P34035",
    "",
    "134456729",
    "3-598-21515-X",
]
for isbn in isbns {
    print(isbn.isEmpty ? "(empty)" : isbn, IsbnVerifier.isValid(isbn))
}

// expect: 3-598-21508-8 true
// expect: 3-598-21508-9 false
// expect: 3-598-21507-X true
// expect: 3-598-21507-A false
// expect: 3-598-P1581-X false
// expect: 3-598-2X507-9 false
// expect: 3598215088 true
// expect: 359821507X true
// expect: 359821507 false
// expect: 3598215078X false
// expect: 00 false
// expect: 3-598-21507 false
// expect: 3132P34035 false
// expect: (empty) false
// expect: 134456729 false
// expect: 3-598-21515-X false
