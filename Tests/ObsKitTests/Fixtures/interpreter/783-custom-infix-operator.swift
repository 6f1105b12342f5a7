// A custom infix operator with its own precedence group (right associative, above multiplication), and
// one in an existing group. Expected output from swiftc 6.3.1 on Linux.
precedencegroup PowerPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: PowerPrecedence
func ** (base: Int, exponent: Int) -> Int {
    var result = 1
    for _ in 0..<exponent { result *= base }
    return result
}
infix operator <>: AdditionPrecedence
func <> (left: String, right: String) -> String { left + " " + right }

print(2 ** 10, 2 ** 3 ** 2, 1 + 2 * 3 ** 2, (2 ** 3) ** 2)
print("hello" <> "there" <> "friend")

// expect: 1024 512 19 64
// expect: hello there friend
