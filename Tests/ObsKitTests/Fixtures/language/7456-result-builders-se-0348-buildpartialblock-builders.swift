// Swift Evolution style (result builders): SE-0348 buildPartialBlock builders with conditionals, loops and availability of variables
@resultBuilder
enum HTMLBuilder {
    static func buildPartialBlock(first: String) -> String { first }
    static func buildPartialBlock(accumulated: String, next: String) -> String {
        accumulated + next
    }
    static func buildExpression(_ s: String) -> String { s }
    static func buildExpression(_ n: Int) -> String { String(n) }
    static func buildOptional(_ s: String?) -> String { s ?? "" }
    static func buildEither(first: String) -> String { first }
    static func buildEither(second: String) -> String { second }
    static func buildArray(_ parts: [String]) -> String { parts.joined() }
}

func tag(_ name: String, @HTMLBuilder _ content: () -> String) -> String {
    "<\(name)>\(content())</\(name)>"
}

func page(title: String, items: [String], admin: Bool, footer: String?) -> String {
    tag("html") {
        tag("h1") { title }
        let count = items.count
        tag("p") { "items: "; count }
        tag("ul") {
            for item in items {
                tag("li") { item }
            }
        }
        if admin {
            tag("b") { "admin" }
        } else {
            tag("i") { "guest" }
        }
        if let footer {
            tag("footer") { footer }
        }
    }
}

print(page(title: "Shop", items: ["tea", "jam"], admin: true, footer: nil))
print(page(title: "Empty", items: [], admin: false, footer: "bye"))

@resultBuilder
struct SumBuilder {
    static func buildPartialBlock(first: Int) -> Int { first }
    static func buildPartialBlock(accumulated: Int, next: Int) -> Int { accumulated + next }
}

func sum(@SumBuilder _ body: () -> Int) -> Int { body() }
print(sum { 1; 2; 3; 40 })
// expect: <html><h1>Shop</h1><p>items: 2</p><ul><li>tea</li><li>jam</li></ul><b>admin</b></html>
// expect: <html><h1>Empty</h1><p>items: 0</p><ul></ul><i>guest</i><footer>bye</footer></html>
// expect: 46
