// Overloads with the same label chosen by the argument's type: a formatter for prices (Int cents),
// ratios (Double) and names (String), and an integer literal that picks the Int version first.
// Expected output from swiftc 6.3.1 on Linux.
func format(_ cents: Int) -> String { "$\(cents / 100).\(cents % 100)" }
func format(_ ratio: Double) -> String { "\(Int(ratio * 100))%" }
func format(_ name: String) -> String { "“\(name)”" }
func format(_ flag: Bool) -> String { flag ? "on" : "off" }

print(format(1250))
print(format(0.42))
print(format("Ada"))
print(format(true))
let computed = 3 * 0.25
print(format(computed))
let literalPrefersInt = format(7)
print(literalPrefersInt)

// expect: $12.50
// expect: 42%
// expect: “Ada”
// expect: on
// expect: 75%
// expect: $0.7
