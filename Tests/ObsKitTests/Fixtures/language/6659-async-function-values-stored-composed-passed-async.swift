// Meet async/await style (async closures): async function values stored, composed and passed to async higher-order functions
typealias Step = (Int) async -> Int

func double(_ x: Int) async -> Int { x * 2 }
func increment(_ x: Int) async -> Int { x + 1 }

func run(_ value: Int, through steps: [Step]) async -> Int {
    var current = value
    for step in steps {
        current = await step(current)
    }
    return current
}

func compose(_ f: @escaping Step, _ g: @escaping Step) -> Step {
    { x in await g(await f(x)) }
}

func asyncMap<T, U>(_ items: [T], _ transform: (T) async throws -> U) async rethrows -> [U] {
    var out: [U] = []
    for item in items {
        out.append(try await transform(item))
    }
    return out
}

let steps: [Step] = [double, increment, { await double($0) }, { $0 - 3 }]
print(await run(5, through: steps))
print(await run(0, through: steps.reversed()))

let both = compose(increment, double)
print(await both(10), await compose(double, increment)(10))

let results = await asyncMap([1, 2, 3]) { await both($0) }
print(results)

struct Negative: Error {}
do {
    let roots = try await asyncMap([4, -1, 9]) { n -> Int in
        if n < 0 { throw Negative() }
        return Int(Double(n).squareRoot())
    }
    print(roots)
} catch {
    print("asyncMap threw", error)
}
let sync = await asyncMap(["a", "bb"]) { $0.count }
print(sync)

// expect: 19
// expect: -10
// expect: 22 21
// expect: [4, 6, 8]
// expect: asyncMap threw Negative()
// expect: [1, 2]
