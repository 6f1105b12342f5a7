// Compiler test style (property wrappers): wrappers on local variables, with projections, extra arguments and observers
@propertyWrapper
struct Counted<T> {
    private var value: T
    private(set) var writes = 0
    init(wrappedValue: T) { value = wrappedValue }
    var wrappedValue: T {
        get { return value }
        set { value = newValue; writes += 1 }
    }
    var projectedValue: Int { return writes }
}

@propertyWrapper
struct Stepped {
    private var value: Int
    let step: Int
    init(wrappedValue: Int, step: Int) {
        self.step = step
        value = wrappedValue - wrappedValue % step
    }
    var wrappedValue: Int {
        get { return value }
        set { value = newValue - newValue % step }
    }
}

func run() {
    @Counted var name = "a"
    name = "b"
    name += "c"
    print(name, $name)

    @Stepped(step: 5) var level = 12
    print(level)
    level = 29
    print(level)
    level += 7
    print(level)

    @Counted var list: [Int] = []
    for i in 1...4 { list.append(i * i) }
    print(list, $list)

    var captured: [String] = []
    @Counted var total = 0
    let add = { (x: Int) in
        total += x
        captured.append("added \(x)")
    }
    add(3)
    add(4)
    print(total, $total, captured)
}
run()

func loop() {
    for round in 1...3 {
        @Stepped(step: 2) var even = round * 3
        @Counted var flag = false
        if even > 2 { flag = true }
        print(round, even, flag, $flag)
    }
}
loop()

// expect: bc 2
// expect: 10
// expect: 25
// expect: 30
// expect: [1, 4, 9, 16] 4
// expect: 7 2 ["added 3", "added 4"]
// expect: 1 2 false 0
// expect: 2 6 true 1
// expect: 3 8 true 1
