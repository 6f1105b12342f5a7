// Compiler test style: allSatisfy, contains(where:), contains on ranges and strings, short-circuiting
var checked: [Int] = []
let values = [2, 4, 5, 6, 8]
let allEven = values.allSatisfy { v in checked.append(v); return v % 2 == 0 }
print(allEven, checked)
checked = []
let anyOdd = values.contains { v in checked.append(v); return v % 2 == 1 }
print(anyOdd, checked)
print([Int]().allSatisfy { _ in false }, [Int]().contains { _ in true })
print((1...10).contains(10), (1..<10).contains(10), (1...).contains(1_000_000))
print("hello".contains("l"), "hello".contains(where: { $0.isUppercase }))
print("hello world".allSatisfy { $0.isLetter || $0 == " " })
let sentence = "The café is open"
print(sentence.contains("é"), sentence.contains("e\u{301}"))
print(sentence.unicodeScalars.contains("\u{301}"))
let matrix = [[1, 2], [3, 4], [5]]
print(matrix.contains(where: { $0.contains(4) }), matrix.allSatisfy { !$0.isEmpty })
print(matrix.contains([3, 4]), matrix.contains([4, 3]))
let optionals: [Int?] = [1, nil, 3]
print(optionals.contains(nil), optionals.contains(3), optionals.allSatisfy { $0 != nil })
// expect: false [2, 4, 5]
// expect: true [2, 4, 5]
// expect: true false
// expect: true false true
// expect: true false
// expect: true
// expect: true true
// expect: false
// expect: true true
// expect: true false
// expect: true true false
