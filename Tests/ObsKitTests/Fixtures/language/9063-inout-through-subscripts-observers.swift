// Compiler test style: inout through subscripts and properties — get/set call order, observers firing when passed inout, and modify via subscripts
var log: [String] = []

struct Tracked {
    private var storage = [10, 20, 30]
    subscript(i: Int) -> Int {
        get { log.append("get[\(i)]"); return storage[i] }
        set { log.append("set[\(i)]=\(newValue)"); storage[i] = newValue }
    }
    var values: [Int] { storage }
}

func addTen(_ x: inout Int) {
    log.append("addTen start")
    x += 10
    log.append("addTen end")
}

var t = Tracked()
addTen(&t[1])
print(log.joined(separator: " | "))
print(t.values)

log.removeAll()
t[0] += 1
print(log.joined(separator: " | "))

struct Observed {
    var level = 0 {
        willSet { log.append("will \(level)->\(newValue)") }
        didSet { log.append("did \(oldValue)->\(level)") }
    }
    var pair = (0, 0) {
        didSet { log.append("pair did \(oldValue)->\(pair)") }
    }
}

func bumpTwice(_ x: inout Int) {
    x += 1
    log.append("inside bump x=\(x)")
    x += 1
}

log.removeAll()
var o = Observed()
bumpTwice(&o.level)
print(log.joined(separator: " | "))

log.removeAll()
o.pair.0 = 5
o.pair.1 += 2
print(log.joined(separator: " | "))

log.removeAll()
o.pair = (o.pair.1, o.pair.0)
print(log.joined(separator: " | "))

// Dictionary subscript with default as an inout target.
var counts: [String: Int] = [:]
func increment(_ n: inout Int) { n += 1 }
for w in ["a", "b", "a", "c", "a"] { increment(&counts[w, default: 0]) }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" })

// Optional chaining into inout.
var maybe: Observed? = Observed()
log.removeAll()
maybe?.level += 7
print(log.joined(separator: " | "), maybe!.level)

// Array element through nested subscripts.
var grid = [[1, 2], [3, 4]]
increment(&grid[1][0])
grid[0].swapAt(0, 1)
print(grid)

// expect: get[1] | addTen start | addTen end | set[1]=30
// expect: [10, 30, 30]
// expect: get[0] | set[0]=11
// expect: inside bump x=1 | will 0->2 | did 0->2
// expect: pair did (0, 0)->(5, 0) | pair did (5, 0)->(5, 2)
// expect: pair did (5, 2)->(2, 5)
// expect: ["a3", "b1", "c1"]
// expect: will 0->7 | did 0->7 7
// expect: [[2, 1], [4, 4]]
