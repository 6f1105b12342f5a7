// Compiler test style: observers on local and top-level variables
var globalScore = 0 {
    willSet { print("global willSet \(newValue)") }
    didSet { print("global didSet \(oldValue) -> \(globalScore)") }
}
globalScore += 5
globalScore = globalScore * 2

func run() {
    var local: [Int] = [] {
        didSet { print("local didSet count \(oldValue.count) -> \(local.count)") }
    }
    local.append(1)
    local += [2, 3]
    local[0] = 9
    local.sort()
    print(local)

    var clamp = 50 {
        didSet {
            if clamp > 100 { clamp = 100 }
            if clamp < 0 { clamp = 0 }
        }
    }
    clamp += 80
    print("clamp", clamp)
    clamp -= 500
    print("clamp", clamp)
}
run()

struct Meter {
    var reading = 0 {
        didSet { history.append(reading) }
    }
    var history: [Int] = []
    init(start: Int) { reading = start }
}
var m = Meter(start: 4)
m.reading += 1
m.reading = 10
print(m.reading, m.history)
// expect: global willSet 5
// expect: global didSet 0 -> 5
// expect: global willSet 10
// expect: global didSet 5 -> 10
// expect: local didSet count 0 -> 1
// expect: local didSet count 1 -> 3
// expect: local didSet count 3 -> 3
// expect: local didSet count 3 -> 3
// expect: [2, 3, 9]
// expect: clamp 100
// expect: clamp 0
// expect: 10 [5, 10]
