// Compiler test style: property wrappers applied to local variables inside functions and closures
@propertyWrapper
struct Counted<Value> {
    private var storage: Value
    private(set) var writes = 0

    init(wrappedValue: Value) { storage = wrappedValue }

    var wrappedValue: Value {
        get { storage }
        set { storage = newValue; writes += 1 }
    }

    var projectedValue: Int { writes }
}

@propertyWrapper
struct Uppercased {
    private var text = ""
    init(wrappedValue: String) { text = wrappedValue.uppercased() }
    var wrappedValue: String {
        get { text }
        set { text = newValue.uppercased() }
    }
}

func accumulate(_ values: [Int]) -> (Int, Int) {
    @Counted var total = 0
    for v in values where v > 0 {
        total += v
    }
    return (total, $total)
}

let r = accumulate([3, -1, 4, 0, 5, -9, 2])
print("total \(r.0) after \(r.1) writes")
print(accumulate([]))

func shout(_ words: [String]) -> String {
    @Uppercased var line = "start:"
    for w in words {
        line += " " + w
    }
    return line
}
print(shout(["hello", "world"]))
print(shout([]))

let closure = { (n: Int) -> String in
    @Counted var steps = n
    while steps > 1 {
        steps = steps % 2 == 0 ? steps / 2 : 3 * steps + 1
    }
    return "collatz(\(n)) took \($steps) steps"
}
for n in [1, 6, 7, 27] {
    print(closure(n))
}

// expect: total 14 after 4 writes
// expect: (0, 0)
// expect: START: HELLO WORLD
// expect: START:
// expect: collatz(1) took 0 steps
// expect: collatz(6) took 8 steps
// expect: collatz(7) took 16 steps
// expect: collatz(27) took 111 steps
