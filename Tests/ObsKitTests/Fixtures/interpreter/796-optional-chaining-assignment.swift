// Assigning through an optional chain: the right side is evaluated only when the chain reaches its end,
// and the assignment's result is `Void?`. Expected output from swiftc 6.3.1 on Linux.
final class Address { var street = "" }
final class Person { var address: Address? }
var made = 0
func makeStreet() -> String { made += 1; return "Elm Street" }
let ann = Person()
ann.address?.street = makeStreet()
print("made", made)
print((ann.address?.street = "x") == nil)
ann.address = Address()
ann.address?.street = makeStreet()
print("made", made, ann.address?.street ?? "-")
var numbers: [Int]? = nil
numbers?.append(made)
numbers = []
numbers?.append(made)
print(numbers as Any)

// expect: made 0
// expect: true
// expect: made 1 Elm Street
// expect: Optional([1])
