// Swift book style: zip, stride, enumerated and reduce(into:) over sequences
let names = ["ant", "bee", "cat", "dog", "eel"]
let scores = [3, 7, 1, 9]
for (n, s) in zip(names, scores) {
    print("\(n)=\(s)")
}
print(Array(zip(names, scores)).count, zip(names, scores).underestimatedCount)
print(Array(zip(1...3, "xyz")).map { "\($0.0)\($0.1)" }.joined(separator: ","))

for i in stride(from: 0, to: 10, by: 3) { print("to", i) }
for i in stride(from: 10, through: 0, by: -4) { print("through", i) }
let fractions = Array(stride(from: 0.0, through: 1.0, by: 0.25))
print(fractions)
print(Array(stride(from: 5, to: 5, by: 1)).isEmpty)

for (i, n) in names.enumerated() where i % 2 == 0 {
    print(i, n)
}
let offsets = names.enumerated().map { $0.offset * 10 + $0.element.count }
print(offsets)

let counts = "mississippi".reduce(into: [Character: Int]()) { acc, ch in
    acc[ch, default: 0] += 1
}
for k in counts.keys.sorted() { print(k, counts[k]!) }
let total = scores.reduce(0, +)
let product = scores.reduce(into: 1) { $0 *= $1 }
print(total, product)
let evensOdds = (1...10).reduce(into: ([Int](), [Int]())) { acc, x in
    if x % 2 == 0 { acc.0.append(x) } else { acc.1.append(x) }
}
print(evensOdds.0, evensOdds.1)

// expect: ant=3
// expect: bee=7
// expect: cat=1
// expect: dog=9
// expect: 4 4
// expect: 1x,2y,3z
// expect: to 0
// expect: to 3
// expect: to 6
// expect: to 9
// expect: through 10
// expect: through 6
// expect: through 2
// expect: [0.0, 0.25, 0.5, 0.75, 1.0]
// expect: true
// expect: 0 ant
// expect: 2 cat
// expect: 4 eel
// expect: [3, 13, 23, 33, 43]
// expect: i 4
// expect: m 1
// expect: p 2
// expect: s 4
// expect: 20 189
// expect: [2, 4, 6, 8, 10] [1, 3, 5, 7, 9]
