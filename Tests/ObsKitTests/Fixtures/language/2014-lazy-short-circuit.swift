// Compiler test style: lazy collections short-circuit with first(where:), contains, prefix(while:), zip
var calls: [String] = []

func check(_ n: Int) -> Bool {
    calls.append("check \(n)")
    return n % 4 == 0
}

let nums = [3, 5, 8, 9, 12, 16]
let firstMult = nums.lazy.filter(check).first
print(firstMult ?? -1, calls.count)
calls = []

let anyBig = nums.lazy.map { (n: Int) -> Int in calls.append("map \(n)"); return n * 2 }.contains { $0 > 15 }
print(anyBig, calls)
calls = []

let eagerAny = nums.map { (n: Int) -> Int in calls.append("emap \(n)"); return n * 2 }.contains { $0 > 15 }
print(eagerAny, calls.count)
calls = []

let prefixed = nums.lazy.map { (n: Int) -> Int in calls.append("p\(n)"); return n }.prefix(while: { $0 < 9 })
print(Array(prefixed), calls)
calls = []

let reversedLazy = nums.lazy.reversed().map { (n: Int) -> Int in calls.append("r\(n)"); return -n }
print(reversedLazy.first!, calls)
calls = []

var produced = 0
let infinite = (1...).lazy.map { (n: Int) -> Int in produced += 1; return n * n }
print(infinite.first(where: { $0 > 30 })!, produced)

produced = 0
let evens = infinite.filter { $0 % 2 == 0 }
var it = evens.makeIterator()
print(it.next()!, it.next()!, produced)

produced = 0
let zipped = zip(infinite, ["a", "b", "c"])
print(zipped.map { "\($1)\($0)" }, produced)

var touched = 0
let words = ["apple", "kiwi", "banana", "fig"].lazy.map { (w: String) -> String in touched += 1; return w.uppercased() }
print(words.dropFirst(2).first!, touched)
touched = 0
print(words.count, touched)
touched = 0
print(words.last!, touched)
let joined = words.joined(separator: "+")
print(joined, touched)
print(nums.lazy.enumerated().first(where: { $0.element > 8 })!.offset)

// expect: 8 3
// expect: true ["map 3", "map 5", "map 8"]
// expect: true 6
// expect: [3, 5, 8] ["p3", "p5", "p8", "p9"]
// expect: -16 ["r16"]
// expect: 36 6
// expect: 4 16 4
// expect: ["a1", "b4", "c9"] 4
// expect: BANANA 1
// expect: 4 0
// expect: FIG 1
// expect: APPLE+KIWI+BANANA+FIG 5
// expect: 3
