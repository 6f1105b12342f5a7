// Operator overloads ranked as calls are: a shape around a generic parameter ([T]) above the bare one (T), a concrete type above both, Comparable above Equatable
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
prefix operator ~~
prefix func ~~ <T>(x: T) -> String { "generic" }
prefix func ~~ <T>(x: [T]) -> String { "array" }
prefix func ~~ (x: Int) -> String { "int" }
print(~~[1, 2], ~~"s", ~~3)
infix operator <+>: AdditionPrecedence
func <+> <T: Equatable>(a: T, b: T) -> String { "eq" }
func <+> <T: Comparable>(a: T, b: T) -> String { "cmp" }
func <+> <T>(a: T?, b: T?) -> String { "opt" }
print(1 <+> 2)

// expect: array generic int
// expect: cmp
