// Overloads by arity, and a declaration that leaves no parameter to its default wins over one that does.
// Expected output from swiftc 6.3.1 on Linux.
func total(_ a: Int) -> String { "one: \(a)" }
func total(_ a: Int, _ b: Int) -> String { "two: \(a + b)" }
func total(_ a: Int, _ b: Int, _ c: Int) -> String { "three: \(a + b + c)" }
print(total(1), total(1, 2), total(1, 2, 3))

func greet(_ name: String, punctuation: String = "!") -> String { "Hi \(name)\(punctuation)" }
func greet(_ name: String) -> String { "Hello \(name)." }
print(greet("Ann"))
print(greet("Bo", punctuation: "?"))

// expect: one: 1 two: 3 three: 6
// expect: Hello Ann.
// expect: Hi Bo?
