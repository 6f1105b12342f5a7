// Swift book style: lazy sequences with map, filter and prefix
var evaluated: [Int] = []
let lazyResult = (1...100).lazy.map { x -> Int in
    evaluated.append(x)
    return x * x
}.filter { $0 % 3 == 0 }.prefix(3)
print(Array(lazyResult))
print(evaluated)
evaluated.removeAll()
let eager = (1...10).map { x -> Int in evaluated.append(x); return x }.first(where: { $0 > 2 })
print(eager!, evaluated.count)
evaluated.removeAll()
let firstBig = (1...).lazy.map { x -> Int in evaluated.append(x); return x * 7 }.first(where: { $0 > 30 })
print(firstBig!, evaluated)
let words = ["a", "bb", "ccc", "dddd"]
let lens = words.lazy.map(\.count)
print(lens[2], Array(lens.reversed()))
let flat = [[1, 2], [3], [4, 5, 6]].lazy.flatMap { $0 }.filter { $0 % 2 == 0 }
print(Array(flat))
let cm = ["1", "x", "3"].lazy.compactMap { Int($0) }
print(Array(cm), cm.reduce(0, +))
let fib = sequence(first: (0, 1)) { ($0.1, $0.0 + $0.1) }.lazy.map { $0.0 }.prefix(while: { $0 < 100 })
print(Array(fib))
let powers = sequence(first: 1) { $0 < 500 ? $0 * 3 : nil }
print(Array(powers))
var state = 10
let countdown = sequence(state: state) { s -> Int? in
    defer { s -= 3 }
    return s > 0 ? s : nil
}
print(Array(countdown), state)
state = 0
print(Array((1...5).lazy.drop(while: { $0 < 3 })))

// expect: [9, 36, 81]
// expect: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3, 3, 4, 5, 6, 7, 8, 9, 10, 11]
// expect: 3 10
// expect: 35 [1, 2, 3, 4, 5]
// expect: 3 [4, 3, 2, 1]
// expect: [2, 4, 6]
// expect: [1, 3] 4
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: [1, 3, 9, 27, 81, 243, 729]
// expect: [10, 7, 4, 1] 10
// expect: [3, 4, 5]
