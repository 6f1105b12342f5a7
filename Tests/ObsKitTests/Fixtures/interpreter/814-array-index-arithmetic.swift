// An array's index arithmetic: index(after:), index(before:), index(_:offsetBy:), index(_:offsetBy:limitedBy:)
// (nil past the limit) and distance(from:to:). Expected output from swiftc 6.3.1 on Linux.
let a = [10, 20, 30, 40, 50]
print(a.index(after: 1), a.index(before: 3), a.index(0, offsetBy: 2))
print(a.index(0, offsetBy: 7, limitedBy: a.endIndex) as Any, a.index(1, offsetBy: 3, limitedBy: a.endIndex) as Any)
print(a.distance(from: 1, to: 4))
// expect: 2 2 2
// expect: nil Optional(4)
// expect: 3
