// A result builder of the script's own: a getter, a function and a closure parameter marked with it combine
// their lines, with `if`, `if`/`else` and `for`. Expected output from swiftc 6.3.1 on Linux.
@resultBuilder
struct ListBuilder {
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildExpression(_ line: String) -> [String] { [line] }
    static func buildOptional(_ part: [String]?) -> [String] { part ?? [] }
    static func buildEither(first part: [String]) -> [String] { part }
    static func buildEither(second part: [String]) -> [String] { part }
    static func buildArray(_ parts: [[String]]) -> [String] { parts.flatMap { $0 } }
}
struct Receipt {
    let items: [(String, Int)]
    let member: Bool
    @ListBuilder var lines: [String] {
        "Receipt"
        for (name, price) in items { "- \(name): \(price)" }
        if member { "member discount" }
        if items.count > 1 { "several items" } else { "one item" }
    }
}
func bulleted(@ListBuilder _ content: () -> [String]) -> String { content().map { "• " + $0 }.joined(separator: " ") }
print(Receipt(items: [("tea", 3), ("cake", 4)], member: true).lines)
print(Receipt(items: [("tea", 3)], member: false).lines)
print(bulleted { "one"; "two" })

// expect: ["Receipt", "- tea: 3", "- cake: 4", "member discount", "several items"]
// expect: ["Receipt", "- tea: 3", "one item"]
// expect: • one • two
