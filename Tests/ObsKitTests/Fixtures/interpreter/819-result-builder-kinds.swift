// A result builder declared as an enum (or a struct) applied to a function, a global computed variable,
// an instance and a static computed property; buildExpression on a single expression, buildOptional
// and buildFinalResult run as Swift runs them; an `else if` chain nests buildEither as a balanced tree.
// Expected output from swiftc 6.3.1 on Linux.
@resultBuilder
enum Joined {
    static func buildExpression(_ x: Int) -> [String] { ["#\(x)"] }
    static func buildExpression(_ s: String) -> [String] { [s] }
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildOptional(_ part: [String]?) -> [String] { part ?? [] }
    static func buildFinalResult(_ parts: [String]) -> String { parts.joined(separator: ",") }
}
@resultBuilder
struct Sum { static func buildBlock(_ xs: Int...) -> Int { xs.reduce(0, +) } }
var verbose = true
@Joined var single: String { 5 }
@Joined var several: String {
    1
    "two"
    if verbose { 3 }
}
@Sum var total: Int { 10; 20; 30 }
@Joined func listed(_ n: Int) -> String { n; "n" }
struct Panel {
    @Joined var text: String { "x"; 9 }
    @Sum static var limit: Int { 1; 2 }
}
print(single, several, total, listed(4))
print(Panel().text, Panel.limit)
verbose = false
print(several)

@resultBuilder
enum Path {
    static func buildBlock(_ parts: String...) -> String { parts.joined() }
    static func buildEither(first: String) -> String { "F(" + first + ")" }
    static func buildEither(second: String) -> String { "S(" + second + ")" }
    static func buildOptional(_ part: String?) -> String { part ?? "none" }
}
@Path func chain(_ n: Int) -> String {
    if n == 0 { "a" } else if n == 1 { "b" } else if n == 2 { "c" } else if n == 3 { "d" } else { "e" }
}
@Path func open(_ n: Int) -> String {
    if n == 0 { "a" } else if n == 1 { "b" } else if n == 2 { "c" }
}
print((0...4).map(chain))
print((0...3).map(open))

// expect: #5 #1,two,#3 60 #4,n
// expect: x,#9 3
// expect: #1,two
// expect: ["F(F(F(a)))", "F(F(S(b)))", "F(S(F(c)))", "F(S(S(d)))", "S(e)"]
// expect: ["F(F(a))", "F(S(b))", "S(c)", "none"]
