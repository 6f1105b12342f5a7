// Swift book style (inout): swapping, in-place mutation helpers and inout with collections
func swapTwoValues<T>(_ a: inout T, _ b: inout T) {
    let temporaryA = a
    a = b
    b = temporaryA
}

var someInt = 3
var anotherInt = 107
swapTwoValues(&someInt, &anotherInt)
print(someInt, anotherInt)

var first = "hello", second = "world"
swapTwoValues(&first, &second)
print(first, second)

func clamp(_ value: inout Int, to range: ClosedRange<Int>) {
    value = min(max(value, range.lowerBound), range.upperBound)
}
var readings = [-5, 3, 12, 7, 40]
for i in readings.indices {
    clamp(&readings[i], to: 0...10)
}
print(readings)

struct Stats {
    var total = 0
    var samples: [Int] = []
}
func record(_ x: Int, into stats: inout Stats) {
    stats.total += x
    stats.samples.append(x)
}
var stats = Stats()
for x in [4, 8, 15] { record(x, into: &stats) }
print(stats.total, stats.samples)

var dict = ["a": [1]]
dict["a"]!.append(2)
dict["b", default: []].append(3)
func appendZero(_ arr: inout [Int]) { arr.append(0) }
appendZero(&dict["a"]!)
print(dict.sorted(by: { $0.key < $1.key }).map { "\($0.key)\($0.value)" })
readings.swapAt(0, 4)
print(readings)

// expect: 107 3
// expect: world hello
// expect: [0, 3, 10, 7, 10]
// expect: 27 [4, 8, 15]
// expect: ["a[1, 2, 0]", "b[3]"]
// expect: [10, 3, 10, 7, 0]
