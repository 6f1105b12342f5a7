// Compiler test style: designated/convenience/required initializers and two-phase init ordering
var log: [String] = []
func note(_ s: String) -> Int { log.append(s); return log.count }

class Base {
    let a = note("Base.a default")
    var b: Int
    required init(b: Int) {
        log.append("Base.init(b:) phase1")
        self.b = b
        log.append("Base.init(b:) phase2 describe=\(describe())")
    }
    convenience init() {
        log.append("Base.convenience init()")
        self.init(b: 100)
        log.append("Base.convenience init() done")
    }
    func describe() -> String { "Base(b:\(b))" }
}

class Derived: Base {
    var c: Int = note("Derived.c default")
    let d: String
    required init(b: Int) {
        log.append("Derived.init(b:) start")
        d = "d\(b)"
        super.init(b: b * 2)
        log.append("Derived.init(b:) after super, b=\(self.b)")
        self.b += 1
    }
    override func describe() -> String { "Derived(b:\(b), c:\(c), d:\(d))" }
}

func run(_ label: String, _ body: () -> Base) {
    log.removeAll()
    let obj = body()
    print("== \(label): \(obj.describe())")
    for (i, entry) in log.enumerated() { print("  \(i + 1). \(entry)") }
}

run("Base(b:)") { Base(b: 1) }
run("Base()") { Base() }
run("Derived(b:)") { Derived(b: 3) }
run("Derived() inherited convenience") { Derived() }

// required init through a metatype
func make(_ t: Base.Type, _ v: Int) -> Base { t.init(b: v) }
run("metatype Derived") { make(Derived.self, 7) }

// Struct memberwise vs custom init in extension
struct Point {
    var x: Int
    var y: Int = 9
}
extension Point {
    init(both v: Int) { self.init(x: v, y: v) }
}
print(Point(x: 1), Point(x: 2, y: 3), Point(both: 4))

// expect: == Base(b:): Base(b:1)
// expect:   1. Base.a default
// expect:   2. Base.init(b:) phase1
// expect:   3. Base.init(b:) phase2 describe=Base(b:1)
// expect: == Base(): Base(b:100)
// expect:   1. Base.convenience init()
// expect:   2. Base.a default
// expect:   3. Base.init(b:) phase1
// expect:   4. Base.init(b:) phase2 describe=Base(b:100)
// expect:   5. Base.convenience init() done
// expect: == Derived(b:): Derived(b:7, c:1, d:d3)
// expect:   1. Derived.c default
// expect:   2. Derived.init(b:) start
// expect:   3. Base.a default
// expect:   4. Base.init(b:) phase1
// expect:   5. Base.init(b:) phase2 describe=Derived(b:6, c:1, d:d3)
// expect:   6. Derived.init(b:) after super, b=6
// expect: == Derived() inherited convenience: Derived(b:201, c:2, d:d100)
// expect:   1. Base.convenience init()
// expect:   2. Derived.c default
// expect:   3. Derived.init(b:) start
// expect:   4. Base.a default
// expect:   5. Base.init(b:) phase1
// expect:   6. Base.init(b:) phase2 describe=Derived(b:200, c:2, d:d100)
// expect:   7. Derived.init(b:) after super, b=200
// expect:   8. Base.convenience init() done
// expect: == metatype Derived: Derived(b:15, c:1, d:d7)
// expect:   1. Derived.c default
// expect:   2. Derived.init(b:) start
// expect:   3. Base.a default
// expect:   4. Base.init(b:) phase1
// expect:   5. Base.init(b:) phase2 describe=Derived(b:14, c:1, d:d7)
// expect:   6. Derived.init(b:) after super, b=14
// expect: Point(x: 1, y: 9) Point(x: 2, y: 3) Point(x: 4, y: 4)
