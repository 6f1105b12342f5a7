// Interview question style (lazy properties): a lazy initializer runs at first access, once, and sees later state
final class Report {
    var title = "draft"
    lazy var header: String = {
        print("  computing header")
        return "== \(self.title) =="
    }()
    init() { print("  init done") }
}

// Puzzle: when is "computing header" printed, and what does header contain?
print("create")
let r = Report()
print("rename")
r.title = "final"
print("read 1:", r.header)
r.title = "changed"
print("read 2:", r.header)

struct Cache {
    var base = 2
    lazy var squared = base * base
}
var c1 = Cache()
c1.base = 5
var c2 = c1
print("c1:", c1.squared)
c2.base = 9
print("c2:", c2.squared)
c1.base = 100
print("c1 again:", c1.squared)

var trace: [String] = []
func compute(_ n: Int) -> Int { trace.append("compute \(n)"); return n }
struct Holder {
    lazy var a = compute(1)
    var b = compute(2)
    lazy var c = compute(3)
}
var h = Holder()
_ = h.c
_ = h.a
_ = h.c
print(trace)

// expect: create
// expect:   init done
// expect: rename
// expect:   computing header
// expect: read 1: == final ==
// expect: read 2: == final ==
// expect: c1: 25
// expect: c2: 81
// expect: c1 again: 25
// expect: ["compute 2", "compute 3", "compute 1"]
