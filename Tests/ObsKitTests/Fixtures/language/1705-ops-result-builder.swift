// Result builders (from the book's Advanced Operators chapter): a `@resultBuilder` with buildBlock, buildOptional, buildEither and buildArray assembling lines of text.
// expected output: swiftc 6.3.1 (Linux), run on this machine
@resultBuilder
struct LinesBuilder {
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildExpression(_ line: String) -> [String] { [line] }
    static func buildOptional(_ part: [String]?) -> [String] { part ?? [] }
    static func buildEither(first part: [String]) -> [String] { part }
    static func buildEither(second part: [String]) -> [String] { part }
    static func buildArray(_ parts: [[String]]) -> [String] { parts.flatMap { $0 } }
}

func document(@LinesBuilder _ content: () -> [String]) -> String {
    content().joined(separator: "\n")
}

struct Invoice {
    let customer: String
    let items: [(String, Int)]
    let paid: Bool
    let note: String?

    @LinesBuilder var lines: [String] {
        "Invoice for \(customer)"
        for (name, price) in items {
            "  \(name): \(price)"
        }
        if let note {
            "  note: \(note)"
        }
        if paid {
            "Status: paid"
        } else {
            "Status: due \(items.map(\.1).reduce(0, +))"
        }
    }
}

print(document {
    "Header"
    "Body"
})
let inv = Invoice(customer: "Noor", items: [("desk", 120), ("chair", 45)], paid: false, note: "deliver Monday")
print(inv.lines.joined(separator: "\n"))
print(Invoice(customer: "Eli", items: [], paid: true, note: nil).lines)

// expect: Header
// expect: Body
// expect: Invoice for Noor
// expect:   desk: 120
// expect:   chair: 45
// expect:   note: deliver Monday
// expect: Status: due 165
// expect: ["Invoice for Eli", "Status: paid"]
