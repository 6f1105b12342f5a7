// Array and Sequence methods: slicing, searching, transforming, mutating in place
var xs = [5, 3, 8, 1, 9, 2]
print(xs.prefix(2), xs.suffix(2), xs.dropFirst(), xs.dropLast(2))
print(xs.prefix { $0 > 2 }, xs.drop { $0 > 2 })
print(xs[1...3], xs[2])
print(xs.min()!, xs.max()!, xs.sorted(by: >), xs.reversed().map { $0 })
print(xs.firstIndex(where: { $0 > 5 })!, xs.lastIndex(where: { $0 < 3 })!, xs.last(where: { $0 > 5 })!)
print(xs.allSatisfy { $0 > 0 }, xs.contains(where: { $0 > 8 }), xs.contains(4))
print(xs.reduce(into: 0) { sum, x in sum += x }, xs.reduce(1, *))
print(xs.map(String.init).joined(separator: "+"))
print(["1", "x", "3"].compactMap(Int.init), [[1], [2, 3]].flatMap { $0 })
xs.forEach { print($0, terminator: " ") }
print()
xs[0...1] = [7]
print(xs)
xs.swapAt(0, 1)
xs.removeAll { $0 % 2 == 0 }
print(xs)
xs.removeFirst(2)
print(xs, xs.popLast()!, xs)
xs.insert(4, at: 0)
xs.append(contentsOf: 10...12)
xs.sort(by: >)
print(xs, xs.count, xs.indices)
print(xs.elementsEqual([12, 11, 10, 4]), xs.starts(with: [12, 11]))
let pairs = zip(["a", "b", "c"], 1...3).map { "\($0)\($1)" }
print(pairs, pairs.enumerated().map { $0.offset + $0.element.count })
var grid = [[0, 0], [0, 0]]
grid[1][0] = 5
grid[0].append(1)
print(grid)
let words = ["pear", "fig", "banana"]
print(words.max { $0.count < $1.count }!, words.sorted { $0.count < $1.count }, words.min()!)
// expect: [5, 3] [9, 2] [3, 8, 1, 9, 2] [5, 3, 8, 1]
// expect: [5, 3, 8] [1, 9, 2]
// expect: [3, 8, 1] 8
// expect: 1 9 [9, 8, 5, 3, 2, 1] [2, 9, 1, 8, 3, 5]
// expect: 2 5 9
// expect: true true false
// expect: 28 2160
// expect: 5+3+8+1+9+2
// expect: [1, 3] [1, 2, 3]
// expect: 5 3 8 1 9 2 
// expect: [7, 8, 1, 9, 2]
// expect: [7, 1, 9]
// expect: [9] 9 []
// expect: [12, 11, 10, 4] 4 0..<4
// expect: true true
// expect: ["a1", "b2", "c3"] [2, 3, 4]
// expect: [[0, 0, 1], [5, 0]]
// expect: banana ["fig", "pear", "banana"] banana
