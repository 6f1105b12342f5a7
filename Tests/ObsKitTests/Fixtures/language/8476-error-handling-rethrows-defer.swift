// Swift book style (Error Handling): a rethrowing helper, typed error enums, and the order in which nested defer blocks run
enum BrewError: Error {
    case noBeans
    case tooHot(degrees: Int)
    case tankEmpty(needed: Int)
}

struct Machine {
    var beans: Int
    var water: Int

    mutating func brew(cups: Int, at degrees: Int) throws -> String {
        print("  start brew \(cups)")
        defer { print("  cleanup after \(cups)") }
        guard beans >= cups else { throw BrewError.noBeans }
        guard degrees <= 96 else { throw BrewError.tooHot(degrees: degrees) }
        guard water >= cups * 200 else { throw BrewError.tankEmpty(needed: cups * 200 - water) }
        defer { print("  record \(cups) cups") }
        beans -= cups
        water -= cups * 200
        return "\(cups) cups at \(degrees)°"
    }
}

func eachTwice<T>(_ items: [T], _ body: (T) throws -> Void) rethrows {
    defer { print("eachTwice finished") }
    for item in items {
        try body(item)
        try body(item)
    }
}

var machine = Machine(beans: 5, water: 900)
let orders = [(1, 92), (2, 99), (2, 90), (3, 90)]
for (cups, temp) in orders {
    do {
        let result = try machine.brew(cups: cups, at: temp)
        print("ok:", result)
    } catch BrewError.tooHot(let d) {
        print("too hot by", d - 96)
    } catch let BrewError.tankEmpty(needed) {
        print("need \(needed) ml more")
    } catch {
        print("other error:", error)
    }
}
print("beans \(machine.beans), water \(machine.water)")

// no try needed: the closure does not throw
eachTwice(["a", "b"]) { print("see", $0) }

do {
    try eachTwice([1, 2, 3]) { n in
        if n == 2 { throw BrewError.noBeans }
        print("number", n)
    }
} catch {
    print("caught:", error)
}

let maybe = try? machine.brew(cups: 9, at: 80)
print("try? gave", maybe as Any)

func layered() {
    defer { print("outer defer") }
    do {
        defer { print("inner defer 1") }
        defer { print("inner defer 2") }
        print("in block")
    }
    print("after block")
}
layered()

// expect:   start brew 1
// expect:   record 1 cups
// expect:   cleanup after 1
// expect: ok: 1 cups at 92°
// expect:   start brew 2
// expect:   cleanup after 2
// expect: too hot by 3
// expect:   start brew 2
// expect:   record 2 cups
// expect:   cleanup after 2
// expect: ok: 2 cups at 90°
// expect:   start brew 3
// expect:   cleanup after 3
// expect: other error: noBeans
// expect: beans 2, water 300
// expect: see a
// expect: see a
// expect: see b
// expect: see b
// expect: eachTwice finished
// expect: number 1
// expect: number 1
// expect: eachTwice finished
// expect: caught: noBeans
// expect:   start brew 9
// expect:   cleanup after 9
// expect: try? gave nil
// expect: in block
// expect: inner defer 2
// expect: inner defer 1
// expect: after block
// expect: outer defer
