// Compiler test style: sequence(first:next:), sequence(state:next:) and stride
let powers = sequence(first: 1) { $0 < 100 ? $0 * 3 : nil }
print(Array(powers))
let collatz = sequence(first: 27) { $0 == 1 ? nil : ($0 % 2 == 0 ? $0 / 2 : 3 * $0 + 1) }
print(Array(collatz).count, collatz.max()!)
print(Array(sequence(first: 6) { $0 == 1 ? nil : ($0 % 2 == 0 ? $0 / 2 : 3 * $0 + 1) }))

let fibs = sequence(state: (0, 1)) { (st: inout (Int, Int)) -> Int? in
  let r = st.0
  st = (st.1, st.0 + st.1)
  return r
}
print(Array(fibs.prefix(12)))
print(Array(fibs.prefix { $0 < 50 }))

print(Array(stride(from: 0, to: 10, by: 3)))
print(Array(stride(from: 0, through: 9, by: 3)))
print(Array(stride(from: 10, to: 0, by: -4)))
print(Array(stride(from: 10, through: 0, by: -5)))
print(Array(stride(from: 0.0, through: 1.0, by: 0.25)))
print(Array(stride(from: 5, to: 5, by: 1)).isEmpty)
var total = 0
for i in stride(from: 1, through: 99, by: 2) { total += i }
print(total)
let chars = Array("abcdefgh")
print(stride(from: 0, to: chars.count, by: 2).map { String(chars[$0]) }.joined())
// expect: [1, 3, 9, 27, 81, 243]
// expect: 112 9232
// expect: [6, 3, 10, 5, 16, 8, 4, 2, 1]
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: [0, 3, 6, 9]
// expect: [0, 3, 6, 9]
// expect: [10, 6, 2]
// expect: [10, 5, 0]
// expect: [0.0, 0.25, 0.5, 0.75, 1.0]
// expect: true
// expect: 2500
// expect: aceg
