// Apple docs style (Sequence): lazy, joined, flatMap and compactMap
let possibleNumbers = ["1", "2", "three", "///4///", "5"]
let mapped: [Int?] = possibleNumbers.map { Int($0) }
print("map:", mapped)
let compactMapped: [Int] = possibleNumbers.compactMap { Int($0) }
print("compactMap:", compactMapped)

let nestedNumbers = [[1, 2, 3], [4, 5], [], [6]]
print("joined:", Array(nestedNumbers.joined()))
print("flatMap:", nestedNumbers.flatMap { $0 })
print("flatMap repeat:", [1, 2, 3].flatMap { Array(repeating: $0, count: $0) })
print("joined separator:", Array(nestedNumbers.joined(separator: [0, 0])))

let cast = ["Vivien", "Marlon", "Kim", "Karl"]
print(cast.joined(separator: ", "))
print(cast.joined())
let ranges = [0..<3, 8..<10, 15..<17]
for n in ranges.joined() where n.isMultiple(of: 2) {
    print("even from ranges:", n)
}

var evaluated: [Int] = []
let lazySquares = (1...10).lazy.map { n -> Int in
    evaluated.append(n)
    return n * n
}
print("nothing evaluated yet:", evaluated.isEmpty)
let firstBig = lazySquares.first { $0 > 20 }
print("first square > 20:", firstBig!, "evaluated:", evaluated)

evaluated.removeAll()
let filteredLazy = (1...1000).lazy.filter { $0 % 7 == 0 }.map { n -> Int in evaluated.append(n); return n / 7 }
let firstThree = Array(filteredLazy.prefix(3))
print("first three:", firstThree, "map calls:", evaluated.count)

let infinite = sequence(first: 1) { $0 * 3 }
print("powers of 3:", Array(infinite.prefix(6)))
let collatz = sequence(first: 6) { $0 == 1 ? nil : ($0 % 2 == 0 ? $0 / 2 : 3 * $0 + 1) }
print("collatz 6:", Array(collatz))

let lazyCompact = possibleNumbers.lazy.compactMap { Int($0) }.map { $0 * 10 }
print("lazy compactMap:", Array(lazyCompact))
let fibs = sequence(state: (0, 1)) { (state: inout (Int, Int)) -> Int? in
    let next = state.0
    state = (state.1, state.0 + state.1)
    return next
}
print("fibs:", Array(fibs.prefix(10)))
print("lazy reversed:", Array([1, 2, 3].lazy.reversed().map { $0 * 2 }))
let words = ["alpha beta", "gamma", "delta epsilon zeta"]
print("flatMap split:", words.flatMap { $0.split(separator: " ") }.map(String.init))
print("chars joined:", String(["ab", "cd"].joined()))
// expect: map: [Optional(1), Optional(2), nil, nil, Optional(5)]
// expect: compactMap: [1, 2, 5]
// expect: joined: [1, 2, 3, 4, 5, 6]
// expect: flatMap: [1, 2, 3, 4, 5, 6]
// expect: flatMap repeat: [1, 2, 2, 3, 3, 3]
// expect: joined separator: [1, 2, 3, 0, 0, 4, 5, 0, 0, 0, 0, 6]
// expect: Vivien, Marlon, Kim, Karl
// expect: VivienMarlonKimKarl
// expect: even from ranges: 0
// expect: even from ranges: 2
// expect: even from ranges: 8
// expect: even from ranges: 16
// expect: nothing evaluated yet: true
// expect: first square > 20: 25 evaluated: [1, 2, 3, 4, 5]
// expect: first three: [1, 2, 3] map calls: 3
// expect: powers of 3: [1, 3, 9, 27, 81, 243]
// expect: collatz 6: [6, 3, 10, 5, 16, 8, 4, 2, 1]
// expect: lazy compactMap: [10, 20, 50]
// expect: fibs: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: lazy reversed: [6, 4, 2]
// expect: flatMap split: ["alpha", "beta", "gamma", "delta", "epsilon", "zeta"]
// expect: chars joined: abcd
