// Compiler test style: lazy sequences evaluate on demand; count side effects of map/filter closures
var mapCalls = 0
var filterCalls = 0

let numbers = Array(1...20)

let lazySquares = numbers.lazy.map { (n: Int) -> Int in
    mapCalls += 1
    return n * n
}
print("after creating lazy map: \(mapCalls)")

let firstBig = lazySquares.first(where: { $0 > 50 })
print("first > 50: \(firstBig!) mapCalls=\(mapCalls)")

mapCalls = 0
let pipeline = numbers.lazy
    .filter { (n: Int) -> Bool in filterCalls += 1; return n % 3 == 0 }
    .map { (n: Int) -> Int in mapCalls += 1; return n * 10 }
print("pipeline built: filter=\(filterCalls) map=\(mapCalls)")
var firstTwo: [Int] = []
for v in pipeline {
    firstTwo.append(v)
    if firstTwo.count == 2 { break }
}
print(firstTwo)
print("after two via for-in: filter=\(filterCalls) map=\(mapCalls)")

filterCalls = 0
mapCalls = 0
let all = Array(pipeline)
print(all)
print("after full: filter=\(filterCalls) map=\(mapCalls)")

mapCalls = 0
let eager = numbers.map { (n: Int) -> Int in mapCalls += 1; return n + 1 }
print("eager map calls: \(mapCalls) first=\(eager.first!)")

mapCalls = 0
let lazyAgain = numbers.lazy.map { (n: Int) -> Int in mapCalls += 1; return -n }
_ = lazyAgain[0]
_ = lazyAgain[5]
_ = lazyAgain[5]
print("indexed access calls: \(mapCalls)")

var seen: [Int] = []
let chained = (1...).lazy.map { (n: Int) -> Int in seen.append(n); return n * 2 }.filter { $0 % 6 == 0 }
print(Array(chained.prefix(3)))
print("seen: \(seen)")

let compact = ["1", "x", "3", "y", "5"].lazy.compactMap { Int($0) }
print(Array(compact), compact.reduce(0, +))
let flat = [[1, 2], [], [3]].lazy.flatMap { $0 }
print(Array(flat))

// expect: after creating lazy map: 0
// expect: first > 50: 64 mapCalls=8
// expect: pipeline built: filter=0 map=0
// expect: [30, 60]
// expect: after two via for-in: filter=6 map=2
// expect: [30, 60, 90, 120, 150, 180]
// expect: after full: filter=20 map=6
// expect: eager map calls: 20 first=2
// expect: indexed access calls: 3
// expect: [6, 12, 18]
// expect: seen: [1, 2, 3, 4, 5, 6, 7, 8, 9]
// expect: [1, 3, 5] 9
// expect: [1, 2, 3]
