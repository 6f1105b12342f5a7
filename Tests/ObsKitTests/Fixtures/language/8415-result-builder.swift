// Compiler-test style: a custom result builder with buildBlock, buildOptional, buildEither, buildArray and buildExpression
@resultBuilder
struct HTMLBuilder {
    static func buildExpression(_ s: String) -> [String] { [s] }
    static func buildExpression(_ n: Int) -> [String] { ["#\(n)"] }
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildOptional(_ p: [String]?) -> [String] { p ?? [] }
    static func buildEither(first p: [String]) -> [String] { p }
    static func buildEither(second p: [String]) -> [String] { p }
    static func buildArray(_ ps: [[String]]) -> [String] { ps.flatMap { $0 } }
    static func buildFinalResult(_ p: [String]) -> String { p.joined(separator: "") }
}

func tag(_ name: String, @HTMLBuilder _ content: () -> String) -> String {
    "<\(name)>" + content() + "</\(name)>"
}

@HTMLBuilder
func page(title: String, loggedIn: Bool, items: [String], badge: Int?) -> String {
    tag("h1") { title }
    if loggedIn {
        tag("p") { "welcome back" }
    } else {
        tag("p") { "please log in" }
    }
    if let b = badge {
        b
    }
    for item in items {
        tag("li") { item }
    }
}

print(page(title: "Home", loggedIn: true, items: ["a", "b"], badge: 3))
print(page(title: "Away", loggedIn: false, items: [], badge: nil))

@resultBuilder
enum SumBuilder {
    static func buildBlock(_ xs: Int...) -> Int { xs.reduce(0, +) }
    static func buildOptional(_ x: Int?) -> Int { x ?? 0 }
}
func total(@SumBuilder _ f: () -> Int) -> Int { f() }
let flag = true
print(total { 1; 2; 3 })
print(total {
    10
    if flag { 5 }
    if !flag { 1000 }
})

// expect: <h1>Home</h1><p>welcome back</p>#3<li>a</li><li>b</li>
// expect: <h1>Away</h1><p>please log in</p>
// expect: 6
// expect: 15
