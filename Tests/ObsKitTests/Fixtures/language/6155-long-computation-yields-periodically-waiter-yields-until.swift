// Hacking with Swift style (Task.yield): a long computation that yields periodically, and a waiter that yields until a flag is set
actor Flag {
    private(set) var isSet = false
    private(set) var setBy = ""
    func set(by name: String) { isSet = true; setBy = name }
}

func primes(upTo limit: Int) async -> [Int] {
    var found: [Int] = []
    var yields = 0
    for candidate in 2...limit {
        if candidate % 50 == 0 {
            await Task.yield()
            yields += 1
        }
        if !found.contains(where: { candidate % $0 == 0 }) { found.append(candidate) }
    }
    print("yielded \(yields) times")
    return found
}

let ps = await primes(upTo: 200)
print(ps.count, "primes, last", ps.last!)

let flag = Flag()
let setter = Task {
    for _ in 0..<5 { await Task.yield() }
    await flag.set(by: "setter")
}
var spins = 0
while await !flag.isSet {
    await Task.yield()
    spins += 1
}
print("flag set by", await flag.setBy, "- waited:", spins > 0)
await setter.value

func cooperativeSum(_ numbers: [Int]) async -> Int {
    var total = 0
    for (i, n) in numbers.enumerated() {
        total += n
        if i.isMultiple(of: 10) { await Task.yield() }
    }
    return total
}
print(await cooperativeSum(Array(1...100)))

let results = await withTaskGroup(of: Int.self) { group in
    for chunk in stride(from: 0, to: 1000, by: 250) {
        group.addTask { await cooperativeSum(Array(chunk..<(chunk + 250))) }
    }
    var parts: [Int] = []
    for await part in group { parts.append(part) }
    return parts.sorted()
}
print(results, results.reduce(0, +))

// expect: yielded 4 times
// expect: 46 primes, last 199
// expect: flag set by setter - waited: true
// expect: 5050
// expect: [31125, 93625, 156125, 218625] 499500
