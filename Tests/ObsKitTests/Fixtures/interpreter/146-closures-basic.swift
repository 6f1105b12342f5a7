// Closures with explicit parameters, return types, and captured state
let add: (Int, Int) -> Int = { (a: Int, b: Int) -> Int in
    return a + b
}
print(add(2, 3))

func makeCounter() -> () -> Int {
    var count = 0
    return {
        count += 1
        return count
    }
}
let c1 = makeCounter()
let c2 = makeCounter()
print(c1())
print(c1())
print(c2())

func apply(_ f: (Int) -> Int, to x: Int) -> Int { f(x) }
print(apply({ x in x * 10 }, to: 4))
let greet = { (name: String) in print("hi \(name)") }
greet("sam")
let ops: [String: (Int, Int) -> Int] = ["plus": (+)]
print(ops["plus"]!(7, 8))

// expect: 5
// expect: 1
// expect: 2
// expect: 1
// expect: 40
// expect: hi sam
// expect: 15
