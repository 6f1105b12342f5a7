// Compiler test style: repeatElement, Array(repeating:count:), String(repeating:), zip unequal lengths
let rep = repeatElement("ab", count: 3)
print(rep.count, Array(rep), rep.joined())
print(type(of: rep))
print(Array(repeatElement(0, count: 0)))
var grid = Array(repeating: Array(repeating: ".", count: 4), count: 3)
grid[1][2] = "#"
grid[0][0] = "@"
for row in grid { print(row.joined()) }
print(String(repeating: "=", count: 10))
print(String(repeating: "ab", count: 3), String(repeating: Character("x"), count: 4))
print(String(repeating: "z", count: 0).isEmpty)
let short = [1, 2]
let long = ["a", "b", "c", "d"]
print(Array(zip(short, long)).count, Array(zip(long, short)).map { "\($0)\($1)" })
print(Array(zip(short, [String]())).isEmpty)
print(Array(zip(0..., "xyz")).map { "\($0):\($1)" })
let unz = zip([1, 2, 3], [4, 5, 6]).map(+)
print(unz)
let pairs = Array(zip(stride(from: 0, to: 100, by: 25), repeatElement(true, count: 10)))
print(pairs.count, pairs.last!.0)
var counters = [Int](repeating: 0, count: 5)
for i in 0..<12 { counters[i % 5] += i }
print(counters)
let boxes = Array(repeating: [Int](), count: 2)
var b2 = boxes
b2[0].append(1)
print(boxes, b2)
let text = zip("hello", "HELLO").map { String([$0, $1]) }.joined(separator: "-")
print(text)

// expect: 3 ["ab", "ab", "ab"] ababab
// expect: Repeated<String>
// expect: []
// expect: @...
// expect: ..#.
// expect: ....
// expect: ==========
// expect: ababab xxxx
// expect: true
// expect: 2 ["a1", "b2"]
// expect: true
// expect: ["0:x", "1:y", "2:z"]
// expect: [5, 7, 9]
// expect: 4 75
// expect: [15, 18, 9, 11, 13]
// expect: [[], []] [[1], []]
// expect: hH-eE-lL-lL-oO
