// App code style: formatting and masking phone numbers and card numbers with a Luhn check
func digitsOnly(_ s: String) -> [Int] {
    s.compactMap { $0.isASCII ? $0.wholeNumberValue : nil }
}

func luhnValid(_ digits: [Int]) -> Bool {
    guard digits.count >= 12 else { return false }
    var sum = 0
    for (i, d) in digits.reversed().enumerated() {
        if i % 2 == 1 {
            let x = d * 2
            sum += x > 9 ? x - 9 : x
        } else {
            sum += d
        }
    }
    return sum % 10 == 0
}

func group(_ digits: [Int], sizes: [Int], sep: String = " ") -> String {
    var out: [String] = []
    var i = 0
    for size in sizes where i < digits.count {
        let end = min(digits.count, i + size)
        out.append(digits[i..<end].map(String.init).joined())
        i = end
    }
    if i < digits.count { out.append(digits[i...].map(String.init).joined()) }
    return out.joined(separator: sep)
}

func maskCard(_ raw: String) -> String {
    let d = digitsOnly(raw)
    guard d.count > 4 else { return raw }
    let masked = String(repeating: "•", count: d.count - 4) + d.suffix(4).map(String.init).joined()
    var out = ""
    for (i, c) in masked.enumerated() {
        if i > 0 && i % 4 == 0 { out += " " }
        out.append(c)
    }
    return out
}

func brand(_ d: [Int]) -> String {
    guard let f = d.first else { return "?" }
    switch f {
    case 4: return "VISA"
    case 5: return "MC"
    case 3: return d.count > 1 && (d[1] == 4 || d[1] == 7) ? "AMEX" : "OTHER"
    default: return "OTHER"
    }
}

let cards = ["4111 1111 1111 1111", "5500-0000-0000-0004", "3782 822463 10005", "4111111111111112", "12ab34", "4٣11 1111 1111 1111"]
for c in cards {
    let d = digitsOnly(c)
    let sizes = brand(d) == "AMEX" ? [4, 6, 5] : [4, 4, 4, 4]
    print("\(brand(d)) \(group(d, sizes: sizes)) luhn=\(luhnValid(d)) mask=\(maskCard(c))")
}

func formatPhone(_ raw: String) -> String {
    var d = digitsOnly(raw)
    var prefix = ""
    if d.count == 11 && d.first == 1 { prefix = "+1 "; d.removeFirst() }
    guard d.count == 10 else { return "invalid(\(d.count) digits)" }
    let area = d[0..<3].map(String.init).joined()
    let mid = d[3..<6].map(String.init).joined()
    let last = d[6...].map(String.init).joined()
    return "\(prefix)(\(area)) \(mid)-\(last)"
}

for p in ["5551234567", "1-555-123-4567", "(555) 123 4567 ", "555-1234", "+44 20 7946 0958"] {
    print("'\(p)' -> \(formatPhone(p))")
}
print(group([1, 2, 3, 4, 5, 6, 7], sizes: [3], sep: "-"))
print(group([], sizes: [2, 2]))
// expect: VISA 4111 1111 1111 1111 luhn=true mask=•••• •••• •••• 1111
// expect: MC 5500 0000 0000 0004 luhn=true mask=•••• •••• •••• 0004
// expect: AMEX 3782 822463 10005 luhn=true mask=•••• •••• •••0 005
// expect: VISA 4111 1111 1111 1112 luhn=false mask=•••• •••• •••• 1112
// expect: OTHER 1234 luhn=false mask=12ab34
// expect: VISA 4111 1111 1111 111 luhn=false mask=•••• •••• •••1 111
// expect: '5551234567' -> (555) 123-4567
// expect: '1-555-123-4567' -> +1 (555) 123-4567
// expect: '(555) 123 4567 ' -> (555) 123-4567
// expect: '555-1234' -> invalid(7 digits)
// expect: '+44 20 7946 0958' -> invalid(12 digits)
// expect: 123-4567
// expect:
