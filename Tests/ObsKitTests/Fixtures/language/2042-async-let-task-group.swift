// Compiler test style: async let bindings and withTaskGroup collecting results then sorting them
func square(_ n: Int) async -> Int {
    await Task.yield()
    return n * n
}

func fib(_ n: Int) async -> Int {
    var a = 0, b = 1
    for _ in 0..<n { (a, b) = (b, a + b) }
    return a
}

func combined() async -> (Int, Int, Int) {
    async let x = square(7)
    async let y = fib(20)
    async let z = square(3)
    return await (x, y, z)
}

let (x, y, z) = await combined()
print("x=\(x) y=\(y) z=\(z) sum=\(x + y + z)")

let squares = await withTaskGroup(of: (Int, Int).self) { group in
    for i in 1...8 {
        group.addTask { (i, await square(i)) }
    }
    var results: [(Int, Int)] = []
    for await r in group { results.append(r) }
    return results.sorted { $0.0 < $1.0 }
}
for (i, s) in squares { print("\(i)^2 = \(s)") }

let total = await withTaskGroup(of: Int.self, returning: Int.self) { group in
    for n in [5, 10, 15] { group.addTask { await fib(n) } }
    return await group.reduce(0, +)
}
print("fib total:", total)

let words = ["delta", "alpha", "charlie", "bravo"]
let lengths = await withTaskGroup(of: String.self) { group in
    for w in words {
        group.addTask { "\(w):\(w.count)" }
    }
    var out: [String] = []
    while let next = await group.next() { out.append(next) }
    return out.sorted()
}
print(lengths.joined(separator: ", "))

// expect: x=49 y=6765 z=9 sum=6823
// expect: 1^2 = 1
// expect: 2^2 = 4
// expect: 3^2 = 9
// expect: 4^2 = 16
// expect: 5^2 = 25
// expect: 6^2 = 36
// expect: 7^2 = 49
// expect: 8^2 = 64
// expect: fib total: 670
// expect: alpha:5, bravo:5, charlie:7, delta:5
