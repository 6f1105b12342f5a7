// min, max as free functions and on collections
print(min(3, 8), max(3, 8))
print(min(2.5, 1.5, 9.0))
print(max("apple", "pear"))
let xs = [4, -1, 12, 7]
print(xs.min()!, xs.max()!)
print([Int]().max() as Any)
let words = ["kiwi", "fig", "banana"]
print(words.max(by: { $0.count < $1.count })!)
print(words.min { $0.count < $1.count }!)
print(xs.min() as Any)

// expect: 3 8
// expect: 1.5
// expect: pear
// expect: -1 12
// expect: nil
// expect: banana
// expect: fig
// expect: Optional(-1)
