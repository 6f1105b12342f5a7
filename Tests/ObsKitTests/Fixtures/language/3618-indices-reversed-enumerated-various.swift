// Compiler test style: indices, reversed and enumerated on various collections
let s = "abcde"
for i in s.indices.reversed() where s[i] != "c" { print(s[i], terminator: "") }
print()
print(s.indices.count, s.reversed().map(String.init).joined())
print(type(of: s.reversed()) == ReversedCollection<String>.self)
let arr = [10, 20, 30]
let rev = arr.reversed()
print(rev.first!, Array(rev), rev.count)
for (i, v) in arr.reversed().enumerated() { print(i, v) }
for (i, v) in zip(arr.indices, arr).reversed() { print("z", i, v) }
let rr = (1...4).reversed()
print(Array(rr), Array(rr.reversed()))
let sl = arr[1...]
for (n, i) in sl.indices.enumerated() { print("slice", n, i, sl[i]) }
var mut = [3, 1, 2]
for i in mut.indices { mut[i] *= 10 }
print(mut)
let dict = ["b": 2, "a": 1, "c": 3]
for (i, pair) in dict.sorted(by: { $0.key < $1.key }).enumerated() {
    print(i, pair.key, pair.value)
}
let e = "xyz".enumerated().map { ($0.offset, $0.element) }
print(e.map { "\($0.0)\($0.1)" })
print(Array(stride(from: arr.count - 1, through: 0, by: -1)).map { arr[$0] })
print(arr.enumerated().reversed().map { $0.offset })
print("hello".enumerated().filter { $0.offset % 2 == 0 }.map { $0.element })

// expect: edba
// expect: 5 edcba
// expect: true
// expect: 30 [30, 20, 10] 3
// expect: 0 30
// expect: 1 20
// expect: 2 10
// expect: z 2 30
// expect: z 1 20
// expect: z 0 10
// expect: [4, 3, 2, 1] [1, 2, 3, 4]
// expect: slice 0 1 20
// expect: slice 1 2 30
// expect: [30, 10, 20]
// expect: 0 a 1
// expect: 1 b 2
// expect: 2 c 3
// expect: ["0x", "1y", "2z"]
// expect: [30, 20, 10]
// expect: [2, 1, 0]
// expect: ["h", "l", "o"]
