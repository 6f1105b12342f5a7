// App code style: contact book with dedup, normalization and Hashable
struct Contact: Hashable, CustomStringConvertible {
    let first: String
    let last: String
    let phone: String

    var description: String { "\(last), \(first) <\(phone)>" }
    var initials: String { "\(first.first ?? "?")\(last.first ?? "?")" }
}

func normalizePhone(_ raw: String) -> String? {
    let digits = raw.filter(\.isNumber)
    switch digits.count {
    case 10: return digits
    case 11 where digits.hasPrefix("1"): return String(digits.dropFirst())
    default: return nil
    }
}

func formatPhone(_ d: String) -> String {
    let a = d.prefix(3), b = d.dropFirst(3).prefix(3), c = d.suffix(4)
    return "(\(a)) \(b)-\(c)"
}

func capitalize(_ s: String) -> String {
    guard let f = s.first else { return s }
    return f.uppercased() + s.dropFirst().lowercased()
}

let raw: [(String, String, String)] = [
    ("ada", "LOVELACE", "555-123-4567"),
    ("Alan", "turing", "(555) 987 6543"),
    ("Ada", "Lovelace", "1 555 123 4567"),
    ("grace", "hopper", "555.111.2222"),
    ("Linus", "", "12345"),
    ("alan", "Turing", "555-987-6543"),
    ("Barbara", "liskov", "+1 (555) 333-4444"),
]

var book = Set<Contact>()
var rejected: [String] = []
for (f, l, p) in raw {
    guard let phone = normalizePhone(p), !l.isEmpty else {
        rejected.append("\(f) \(l) \(p)")
        continue
    }
    let c = Contact(first: capitalize(f), last: capitalize(l), phone: phone)
    let (inserted, _) = book.insert(c)
    print(inserted ? "added \(c.initials)" : "duplicate \(c.initials)")
}
print("rejected: \(rejected)")
let sorted = book.sorted { ($0.last, $0.first) < ($1.last, $1.first) }
for c in sorted { print("  \(c.last), \(c.first): \(formatPhone(c.phone))") }
let index = Dictionary(grouping: sorted, by: { $0.last.first! })
for letter in index.keys.sorted() {
    print("\(letter): \(index[letter]!.map(\.first))")
}
let lookup = Dictionary(uniqueKeysWithValues: sorted.map { ($0.phone, $0) })
print(lookup["5559876543"]?.description ?? "none", lookup["0000000000"] == nil)
let areaCodes = Set(book.map { String($0.phone.prefix(3)) })
print("area codes: \(areaCodes.sorted())")
let other: Set<Contact> = [Contact(first: "Grace", last: "Hopper", phone: "5551112222"), Contact(first: "Ken", last: "Thompson", phone: "5550000000")]
print("shared: \(book.intersection(other).map(\.last))", "union size: \(book.union(other).count)")

// expect: added AL
// expect: added AT
// expect: duplicate AL
// expect: added GH
// expect: duplicate AT
// expect: added BL
// expect: rejected: ["Linus  12345"]
// expect:   Hopper, Grace: (555) 111-2222
// expect:   Liskov, Barbara: (555) 333-4444
// expect:   Lovelace, Ada: (555) 123-4567
// expect:   Turing, Alan: (555) 987-6543
// expect: H: ["Grace"]
// expect: L: ["Barbara", "Ada"]
// expect: T: ["Alan"]
// expect: Turing, Alan <5559876543> true
// expect: area codes: ["555"]
// expect: shared: ["Hopper"] union size: 5
