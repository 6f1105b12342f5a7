// Tutorial style (phone numbers): normalizing and formatting phone numbers and card numbers
import Foundation

func digits(_ s: String) -> String {
    s.components(separatedBy: CharacterSet.decimalDigits.inverted).joined()
}

func formatUSPhone(_ raw: String) -> String? {
    var d = digits(raw)
    if d.count == 11 && d.hasPrefix("1") { d.removeFirst() }
    guard d.count == 10 else { return nil }
    let area = d.prefix(3)
    let mid = d.dropFirst(3).prefix(3)
    let last = d.suffix(4)
    return "(\(area)) \(mid)-\(last)"
}

let inputs = ["555-123-4567", "(555) 987 6543", "+1 555.222.3333", "12345", "1-800-FLOWERS", "5551234567"]
for i in inputs {
    print(i.padding(toLength: 18, withPad: " ", startingAt: 0), formatUSPhone(i) ?? "invalid")
}

func groupCard(_ raw: String) -> String {
    let d = digits(raw)
    var groups: [String] = []
    var idx = d.startIndex
    while idx < d.endIndex {
        let end = d.index(idx, offsetBy: 4, limitedBy: d.endIndex) ?? d.endIndex
        groups.append(String(d[idx..<end]))
        idx = end
    }
    return groups.joined(separator: " ")
}

func maskCard(_ raw: String) -> String {
    let d = digits(raw)
    return String(repeating: "•", count: max(0, d.count - 4)) + d.suffix(4)
}

let card = "4111-1111-1111-1111"
print(groupCard(card))
print(maskCard(card))
print(groupCard("37828224631000"))

func luhn(_ raw: String) -> Bool {
    let d = digits(raw).reversed().compactMap { Int(String($0)) }
    let sum = d.enumerated().reduce(0) { acc, pair in
        let (i, n) = pair
        if i % 2 == 1 { let x = n * 2; return acc + (x > 9 ? x - 9 : x) }
        return acc + n
    }
    return !d.isEmpty && sum % 10 == 0
}
print(luhn(card), luhn("4111 1111 1111 1112"), luhn("378282246310005"))
print(String(format: "+%d %03d %04d", 44, 20, 7946))
// expect: 555-123-4567       (555) 123-4567
// expect: (555) 987 6543     (555) 987-6543
// expect: +1 555.222.3333    (555) 222-3333
// expect: 12345              invalid
// expect: 1-800-FLOWERS      invalid
// expect: 5551234567         (555) 123-4567
// expect: 4111 1111 1111 1111
// expect: ••••••••••••1111
// expect: 3782 8224 6310 00
// expect: true false true
// expect: +44 020 7946
