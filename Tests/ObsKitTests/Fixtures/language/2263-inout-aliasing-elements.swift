// Compiler test style: inout on array elements, struct fields, and class properties with write-back timing
struct Stats { var hits = 0; var misses = 0 }

func record(_ stats: inout Stats, hit: Bool) {
    if hit { stats.hits += 1 } else { stats.misses += 1 }
}

func doubleInPlace(_ x: inout Int) -> Int {
    x *= 2
    return x
}

var table = [Stats(), Stats()]
record(&table[0], hit: true)
record(&table[0], hit: false)
record(&table[1], hit: true)
print(table.map { "\($0.hits)/\($0.misses)" })

var numbers = [1, 2, 3]
let r = doubleInPlace(&numbers[1])
print(r, numbers)
for i in numbers.indices { _ = doubleInPlace(&numbers[i]) }
print(numbers)

final class Panel {
    var stats = Stats() { didSet { print("  panel stats didSet hits=\(stats.hits)") } }
    var sizes: [Int] = [10, 20] { didSet { print("  sizes didSet \(sizes)") } }
}
let panel = Panel()
print("record into class property")
record(&panel.stats, hit: true)
print("inout array element of class property")
_ = doubleInPlace(&panel.sizes[1])

func observeWriteBack(_ x: inout Int, _ peek: () -> Int) {
    x = 99
    print("  during call, outside sees \(peek())")
}
var global = 1
var local = 5
observeWriteBack(&local) { global }
print("local after \(local)")

var dict = ["a": 1]
_ = doubleInPlace(&dict["a", default: 0])
_ = doubleInPlace(&dict["b", default: 7])
print(dict.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
var opt: Int? = 4
if opt != nil { _ = doubleInPlace(&opt!) }
print(opt as Any)
var tuple = (a: 1, b: 2)
_ = doubleInPlace(&tuple.b)
print(tuple)
// expect: ["1/1", "1/0"]
// expect: 4 [1, 4, 3]
// expect: [2, 8, 6]
// expect: record into class property
// expect:   panel stats didSet hits=1
// expect: inout array element of class property
// expect:   sizes didSet [10, 40]
// expect:   during call, outside sees 1
// expect: local after 99
// expect: ["a=2", "b=14"]
// expect: Optional(8)
// expect: (a: 1, b: 4)
