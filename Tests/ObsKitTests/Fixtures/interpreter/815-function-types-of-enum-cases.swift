// `type(of:)` of an enum case used as a function (a constructor of the enum), of a nested enum's case and of
// a case with labels, next to a function's; mapping with a case constructor.
// Expected output from swiftc 6.3.1 on Linux.
enum Token { case number(Int), pair(Int, String), named(id: Int, label: String), end }
struct Outer { enum Inner { case wrap(Double) } }
func double(_ x: Int) -> Int { x * 2 }
let make = Token.number
print(type(of: make))
print(type(of: Token.pair), type(of: Token.named))
print(type(of: Outer.Inner.wrap))
print(type(of: double))
print(type(of: Token.end))
print([1, 2].map(Token.number))
let builder: (Int, String) -> Token = Token.pair
print(builder(3, "c"))

// expect: (Int) -> Token
// expect: (Int, String) -> Token (Int, String) -> Token
// expect: (Double) -> Inner
// expect: (Int) -> Int
// expect: Token
// expect: [main.Token.number(1), main.Token.number(2)]
// expect: pair(3, "c")
