// Shorthand arguments $0 $1, trailing closures, implicit returns
let nums = [5, 3, 8, 1]
print(nums.sorted { $0 > $1 })
print(nums.map { $0 * 2 })
print(nums.filter { $0 % 2 == 1 })
print(nums.reduce(0) { $0 + $1 })
print(nums.sorted(by: <))
let words = ["kiwi", "fig", "banana"]
print(words.map { $0.count })
print(words.sorted { $0.count < $1.count })
func transform(_ x: Int, _ f: (Int) -> Int) -> Int { f(x) }
print(transform(6) { $0 * $0 })

// expect: [8, 5, 3, 1]
// expect: [10, 6, 16, 2]
// expect: [5, 3, 1]
// expect: 17
// expect: [1, 3, 5, 8]
// expect: [4, 3, 6]
// expect: ["fig", "kiwi", "banana"]
// expect: 36
