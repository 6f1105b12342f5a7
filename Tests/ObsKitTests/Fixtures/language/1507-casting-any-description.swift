// Type casting and printing: what `print` shows for values stored as Any, `type(of:)` of boxed values, and `String(describing:)`.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Size { var w: Int; var h: Int }
enum Suit { case hearts, spades }
class Token {}

let values: [Any] = [1, 2.5, "text", true, Size(w: 3, h: 4), Suit.spades, [1, 2], ["k": 1], (1, "a"), Int?.some(3) as Any]
for v in values {
    print(type(of: v), "|", v)
}
print(String(describing: Size(w: 1, h: 1)))
print(String(describing: Suit.hearts))
print(String(describing: type(of: Token())))
let t: Any = Token()
print(t is AnyObject, type(of: t))
print("\(values.count) values")

// expect: Int | 1
// expect: Double | 2.5
// expect: String | text
// expect: Bool | true
// expect: Size | Size(w: 3, h: 4)
// expect: Suit | spades
// expect: Array<Int> | [1, 2]
// expect: Dictionary<String, Int> | ["k": 1]
// expect: (Int, String) | (1, "a")
// expect: Optional<Int> | Optional(3)
// expect: Size(w: 1, h: 1)
// expect: hearts
// expect: Token
// expect: true Token
// expect: 10 values
