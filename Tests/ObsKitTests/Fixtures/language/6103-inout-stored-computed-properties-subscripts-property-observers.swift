// Compiler test style (inout): inout with stored and computed properties, subscripts, property observers firing once after the call, and exclusivity-safe swaps
struct Thermostat {
    var target: Int = 20 {
        willSet { print("target will be", newValue) }
        didSet { print("target was", oldValue, "now", target) }
    }
    var fahrenheit: Int {
        get { print("get fahrenheit"); return target * 9 / 5 + 32 }
        set { print("set fahrenheit", newValue); target = (newValue - 32) * 5 / 9 }
    }
    var readings = [1, 2, 3]
    subscript(i: Int) -> Int {
        get { print("get reading", i); return readings[i] }
        set { print("set reading", i, newValue); readings[i] = newValue }
    }
}

func addTen(_ x: inout Int) {
    print("inside addTen, start", x)
    x += 5
    x += 5
    print("inside addTen, end", x)
}

var t = Thermostat()
addTen(&t.target)
print("--")
addTen(&t.fahrenheit)
print("--")
addTen(&t[1])
print(t.readings)
print("--")
addTen(&t.readings[0])
print(t.readings)
print("--")
var dict = ["k": 1]
addTen(&dict["k", default: 0])
addTen(&dict["new", default: 100])
print(dict.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

var a = 1, b = 2
swap(&a, &b)
print(a, b)
t.readings.swapAt(0, 2)
print(t.readings)

func doubleAll(_ xs: inout [Int]) { for i in xs.indices { xs[i] *= 2 } }
doubleAll(&t.readings)
print(t.readings)

class Box { var value = 1 { didSet { print("box didSet", oldValue, "->", value) } } }
let box = Box()
addTen(&box.value)
var tuple = (x: 1, y: 2)
addTen(&tuple.y)
print(tuple)

// expect: inside addTen, start 20
// expect: inside addTen, end 30
// expect: target will be 30
// expect: target was 20 now 30
// expect: --
// expect: get fahrenheit
// expect: inside addTen, start 86
// expect: inside addTen, end 96
// expect: set fahrenheit 96
// expect: target will be 35
// expect: target was 30 now 35
// expect: --
// expect: get reading 1
// expect: inside addTen, start 2
// expect: inside addTen, end 12
// expect: set reading 1 12
// expect: [1, 12, 3]
// expect: --
// expect: inside addTen, start 1
// expect: inside addTen, end 11
// expect: [11, 12, 3]
// expect: --
// expect: inside addTen, start 1
// expect: inside addTen, end 11
// expect: inside addTen, start 100
// expect: inside addTen, end 110
// expect: ["k=11", "new=110"]
// expect: 2 1
// expect: [3, 12, 11]
// expect: [6, 24, 22]
// expect: inside addTen, start 1
// expect: inside addTen, end 11
// expect: box didSet 1 -> 11
// expect: inside addTen, start 2
// expect: inside addTen, end 12
// expect: (x: 1, y: 12)
