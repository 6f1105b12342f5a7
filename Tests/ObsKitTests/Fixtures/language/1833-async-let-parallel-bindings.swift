// Compiler test style: async let — child tasks start at the binding and are awaited in declaration order; results combine deterministically
func fibonacci(_ n: Int) async -> Int {
    if n < 2 { return n }
    var (a, b) = (0, 1)
    for _ in 2...n {
        (a, b) = (b, a + b)
        if n % 10 == 0 { await Task.yield() }
    }
    return b
}

func label(_ n: Int) async -> String {
    "fib(\(n))"
}

struct Measurement: Error { let reason: String }

func checked(_ value: Int) async throws -> Int {
    if value < 0 { throw Measurement(reason: "negative \(value)") }
    return value * 10
}

async let f10 = fibonacci(10)
async let f20 = fibonacci(20)
async let name = label(20)
let (ten, twenty) = await (f10, f20)
print("fib(10) = \(ten)")
print("\(await name) = \(twenty)")

// async let with a tuple destructuring pattern
async let (x, y) = (fibonacci(5), fibonacci(6))
print("x + y = \(await x + y)")

// Throwing async let: errors surface at the await
async let good = checked(4)
async let bad = checked(-2)
do {
    let g = try await good
    print("good = \(g)")
    let b = try await bad
    print("unexpected \(b)")
} catch let e as Measurement {
    print("caught: \(e.reason)")
}

// async let inside a function, unused bindings are implicitly cancelled and awaited
func firstAvailable() async -> String {
    async let slow = fibonacci(30)
    async let fast = label(1)
    return await fast
}
print("first available: \(await firstAvailable())")

// A loop of sequential async lets
var total = 0
for n in [3, 7, 12] {
    async let v = fibonacci(n)
    total += await v
}
print("total = \(total)")

// expect: fib(10) = 55
// expect: fib(20) = 6765
// expect: x + y = 13
// expect: good = 40
// expect: caught: negative -2
// expect: first available: fib(1)
// expect: total = 159
