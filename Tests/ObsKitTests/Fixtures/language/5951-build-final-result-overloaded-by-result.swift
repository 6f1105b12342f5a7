// Result builders whose buildFinalResult is overloaded by its result type: the closure parameter's, function's or computed property's declared result chooses the overload
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
@resultBuilder struct B {
    static func buildBlock(_ parts: String...) -> [String] { parts }
    static func buildFinalResult(_ lines: [String]) -> String { lines.joined(separator: "+") }
    static func buildFinalResult(_ lines: [String]) -> [String] { lines }
}
func joined(@B _ content: () -> String) -> String { content() }
func list(@B _ content: () -> [String]) -> [String] { content() }
print(joined { "a"; "b" })
print(list { "a"; "b" })
@B var both: [String] { "x"; "y" }
@B func one() -> String { "p"; "q" }
print(both, one())
struct Doc {
    @B var body: [String] { "x"; "y" }
    @B var text: String { "x"; "y" }
}
print(Doc().body, Doc().text)

// expect: a+b
// expect: ["a", "b"]
// expect: ["x", "y"] p+q
// expect: ["x", "y"] x+y
