// Compiler test style: shorthand $0/$1 arguments, tuples, nested closures, implicit returns
let pairs = [(1, "one"), (3, "three"), (2, "two")]
print(pairs.sorted { $0.0 < $1.0 }.map { $0.1 })
print(pairs.map { "\($0)=\($1)" })

let words = ["kiwi", "fig", "banana", "apple"]
print(words.sorted { $0.count != $1.count ? $0.count < $1.count : $0 < $1 })
print(words.map { $0.first! })
print(words.enumerated().map { "\($0.offset):\($0.element.prefix(2))" })

let grid = [[1, 2, 3], [4, 5, 6]]
print(grid.map { $0.map { $0 * 10 } })
print(grid.flatMap { $0 }.filter { $0 % 2 == 0 })

let sum3: (Int, Int, Int) -> Int = { $0 + $1 + $2 }
print(sum3(1, 2, 3))

let ignoreSecond: (Int, Int) -> Int = { a, _ in a }
print(ignoreSecond(9, 99))
let useOnlySecond: (String, String) -> String = { $1 }
print(useOnlySecond("x", "y"))

let dict = ["b": 2, "a": 1, "c": 3]
print(dict.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined())
print(dict.map { $1 }.sorted())
print((1...5).reduce(into: [Int]()) { $0.insert($1, at: 0) })
// expect: ["one", "two", "three"]
// expect: ["1=one", "3=three", "2=two"]
// expect: ["fig", "kiwi", "apple", "banana"]
// expect: ["k", "f", "b", "a"]
// expect: ["0:ki", "1:fi", "2:ba", "3:ap"]
// expect: [[10, 20, 30], [40, 50, 60]]
// expect: [2, 4, 6]
// expect: 6
// expect: 9
// expect: y
// expect: a1b2c3
// expect: [1, 2, 3]
// expect: [5, 4, 3, 2, 1]
