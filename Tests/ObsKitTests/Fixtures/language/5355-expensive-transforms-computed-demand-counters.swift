// Swift by Sundell style (lazy sequences): expensive transforms computed on demand, with counters
var transformCount = 0
func expensive(_ n: Int) -> Int {
    transformCount += 1
    return n * n
}

let numbers = Array(1...1_000)
let lazySquares = numbers.lazy.map(expensive)
print(transformCount)
print(lazySquares[9])
print(transformCount)
let firstBig = lazySquares.first { $0 > 500 }
print(firstBig!, transformCount)

transformCount = 0
let eagerCount = numbers.map(expensive).filter { $0 % 7 == 0 }.count
print(eagerCount, transformCount)

transformCount = 0
let chain = numbers.lazy.filter { $0 % 3 == 0 }.map(expensive).prefix(4)
print(transformCount)
print(Array(chain), transformCount)

transformCount = 0
let compacted = ["1", "x", "3", "y", "5"].lazy.compactMap(Int.init).map(expensive)
print(Array(compacted), transformCount)
let flat = [[1, 2], [3], [4, 5, 6]].lazy.flatMap { $0 }.filter { $0.isMultiple(of: 2) }
print(Array(flat))
let reversedLazy = numbers.lazy.reversed().map { $0 * 2 }.prefix(3)
print(Array(reversedLazy))

// expect: 0
// expect: 100
// expect: 1
// expect: 529 24
// expect: 142 1000
// expect: 0
// expect: [9, 36, 81, 144] 4
// expect: [1, 9, 25] 3
// expect: [2, 4, 6]
// expect: [2000, 1998, 1996]
