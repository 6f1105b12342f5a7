// Compiler test style: dropFirst/dropLast/prefix/suffix with counts, predicates and overshoot
let a = [1, 2, 3, 4, 5, 6]
print(Array(a.dropFirst()), Array(a.dropFirst(4)), Array(a.dropFirst(10)))
print(Array(a.dropLast(2)), Array(a.dropLast(99)))
print(Array(a.prefix(3)), Array(a.prefix(0)), Array(a.prefix(100)))
print(Array(a.suffix(2)), Array(a.suffix(50)))
print(Array(a.prefix(while: { $0 < 4 })), Array(a.drop(while: { $0 < 4 })))
print(Array(a.prefix(upTo: 2)), Array(a.prefix(through: 2)), Array(a.suffix(from: 4)))

let s = "Swift programming"
print(s.prefix(5), s.suffix(4), s.dropFirst(6), s.dropLast(8))
print(s.prefix(while: { $0 != " " }).count)
let tail = a.suffix(3)
print(tail.startIndex, tail.endIndex, tail.first!)
let dropped = a.dropFirst(2)
print(dropped[2], dropped.indices.map { $0 })
print(String(s.drop(while: { $0.isUppercase })))
let text = "  padded text  "
let trimmedFront = text.drop(while: { $0 == " " })
let trimmed = trimmedFront.reversed().drop(while: { $0 == " " }).reversed()
print("[\(String(trimmed))]", trimmedFront.count)
// expect: [2, 3, 4, 5, 6] [5, 6] []
// expect: [1, 2, 3, 4] []
// expect: [1, 2, 3] [] [1, 2, 3, 4, 5, 6]
// expect: [5, 6] [1, 2, 3, 4, 5, 6]
// expect: [1, 2, 3] [4, 5, 6]
// expect: [1, 2] [1, 2, 3] [5, 6]
// expect: Swift ming programming Swift pro
// expect: 5
// expect: 3 6 4
// expect: 3 [2, 3, 4, 5]
// expect: wift programming
// expect: [padded text] 13
