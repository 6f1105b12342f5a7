// Basic Operators: integer division guarded before use; an unguarded division by zero traps at runtime.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func average(_ values: [Int]) -> Int? {
    values.isEmpty ? nil : values.reduce(0, +) / values.count
}
print(average([4, 8, 15]) as Any)
print(average([]) as Any)
let divisors = [5, 2, 0]
var remaining = 100
for d in divisors {
    print("dividing \(remaining) by \(d)")
    remaining = remaining / d
    print("now \(remaining)")
}

// expect: Optional(9)
// expect: nil
// expect: dividing 100 by 5
// expect: now 20
// expect: dividing 20 by 2
// expect: now 10
// expect: dividing 10 by 0
// expect-error: Fatal error: Division by zero
