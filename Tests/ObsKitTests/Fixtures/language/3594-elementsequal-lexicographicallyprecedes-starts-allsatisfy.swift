// Compiler test style: elementsEqual, lexicographicallyPrecedes, starts(with:), allSatisfy
let a = [1, 2, 3]
let b = [1, 2, 3, 4]
print(a.elementsEqual(b), a.elementsEqual([1, 2, 3]))
print(a.elementsEqual(1...3))
print(a.elementsEqual(["1", "2", "3"], by: { String($0) == $1 }))
print(a.lexicographicallyPrecedes(b), b.lexicographicallyPrecedes(a))
print([1, 3].lexicographicallyPrecedes([1, 2, 9]))
print(a.lexicographicallyPrecedes(a))
print("apple".lexicographicallyPrecedes("apricot"))
print([3, 1].lexicographicallyPrecedes([2, 5], by: >))
print(b.starts(with: a), a.starts(with: b), a.starts(with: []))
print("swiftly".starts(with: "swift"))
print(b.starts(with: [10, 20], by: { $0 * 10 == $1 }))
print(a.allSatisfy { $0 > 0 }, a.allSatisfy { $0 > 1 })
print([Int]().allSatisfy { _ in false })
print("abc".allSatisfy(\.isLowercase), "aBc".allSatisfy(\.isLowercase))
let pairs = [(1, "a"), (2, "b")]
print(pairs.elementsEqual([(1, "a"), (2, "b")], by: { $0.0 == $1.0 && $0.1 == $1.1 }))
print(["b", "a"].sorted().elementsEqual(["a", "b"]))

// expect: false true
// expect: true
// expect: true
// expect: true false
// expect: false
// expect: false
// expect: true
// expect: true
// expect: true false true
// expect: true
// expect: true
// expect: true false
// expect: true
// expect: true false
// expect: true
// expect: true
