// joined, enumerated, indices, zip
let words = ["alpha", "beta", "gamma"]
print(words.joined())
print(words.joined(separator: ", "))
for (i, w) in words.enumerated() {
    print("\(i): \(w)")
}
for i in words.indices {
    print(i, words[i].count)
}
print(words.indices)
print(Array(words.enumerated().map { $0.offset * 10 }))
for (n, w) in zip([1, 2, 3], words) {
    print(n, w)
}
print(Array(zip([1, 2], ["x", "y"])))
print([[1, 2], [3]].joined().map { $0 })

// expect: alphabetagamma
// expect: alpha, beta, gamma
// expect: 0: alpha
// expect: 1: beta
// expect: 2: gamma
// expect: 0 5
// expect: 1 4
// expect: 2 5
// expect: 0..<3
// expect: [0, 10, 20]
// expect: 1 alpha
// expect: 2 beta
// expect: 3 gamma
// expect: [(1, "x"), (2, "y")]
// expect: [1, 2, 3]
