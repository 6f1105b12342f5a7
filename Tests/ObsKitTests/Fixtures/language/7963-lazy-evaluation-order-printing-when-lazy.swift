// Advanced Swift style (lazy evaluation order): printing when lazy map and filter closures actually run
// known-gap: line 51: expected "LazyMapSequence<Array<Int>, Int>", got "LazyMapSequence"
let nums = [1, 2, 3, 4, 5, 6]
let lazyChain = nums.lazy
    .map { n -> Int in print("map \(n)"); return n * n }
    .filter { n -> Bool in print("filter \(n)"); return n % 2 == 0 }
print("built")
print("first:", lazyChain.first!)
print("---")
for x in lazyChain.prefix(2) { print("got", x) }
print("---")
let eager = nums.map { n -> Int in print("eager \(n)"); return n + 1 }.prefix(1)
print(eager)
print("---")
let cm = nums.lazy.compactMap { n -> String? in print("cm \(n)"); return n > 4 ? "#\(n)" : nil }
print(Array(cm))
print(type(of: nums.lazy.map { $0 }))
print(type(of: nums.lazy.filter { $0 > 1 }))
let counted = (1...).lazy.map { $0 * 3 }.filter { $0 % 2 == 1 }.prefix(4)
print(Array(counted))
print(nums.lazy.reversed().map { $0 * 10 }.first!)
let joined = [[1, 2], [3]].lazy.joined()
print(Array(joined))
let fm = nums.lazy.flatMap { [$0, -$0] }.prefix(3)
print(Array(fm))
// expect: built
// expect: map 1
// expect: filter 1
// expect: map 2
// expect: filter 4
// expect: map 2
// expect: first: 4
// expect: ---
// expect: map 1
// expect: filter 1
// expect: map 2
// expect: filter 4
// expect: map 3
// expect: filter 9
// expect: map 4
// expect: filter 16
// expect: map 5
// expect: filter 25
// expect: map 6
// expect: filter 36
// expect: map 1
// expect: filter 1
// expect: map 2
// expect: filter 4
// expect: map 2
// expect: filter 4
// expect: got 4
// expect: map 3
// expect: filter 9
// expect: map 4
// expect: filter 16
// expect: got 16
// expect: map 5
// expect: filter 25
// expect: ---
// expect: eager 1
// expect: eager 2
// expect: eager 3
// expect: eager 4
// expect: eager 5
// expect: eager 6
// expect: [2]
// expect: ---
// expect: cm 1
// expect: cm 2
// expect: cm 3
// expect: cm 4
// expect: cm 5
// expect: cm 6
// expect: ["#5", "#6"]
// expect: LazyMapSequence<Array<Int>, Int>
// expect: LazyFilterSequence<Array<Int>>
// expect: [3, 9, 15, 21]
// expect: 60
// expect: [1, 2, 3]
// expect: [1, -1, 2]
