// WWDC style (async closures): storing and calling async closures and async function references
typealias Step = (Int) async throws -> Int

struct Pipeline {
    var steps: [(String, Step)] = []

    mutating func add(_ name: String, _ step: @escaping Step) {
        steps.append((name, step))
    }

    func run(_ input: Int) async -> String {
        var value = input
        for (name, step) in steps {
            do {
                value = try await step(value)
                print("  \(name) -> \(value)")
            } catch {
                return "stopped at \(name): \(error)"
            }
        }
        return "result \(value)"
    }
}

struct TooBig: Error, CustomStringConvertible {
    let value: Int
    var description: String { "value \(value) too big" }
}

func double(_ x: Int) async -> Int { x * 2 }

var pipeline = Pipeline()
pipeline.add("double", double)
pipeline.add("add3") { $0 + 3 }
pipeline.add("check") { x in
    if x > 20 { throw TooBig(value: x) }
    return x
}
pipeline.add("square") { x in x * x }

print("run 4:")
print(await pipeline.run(4))
print("run 9:")
print(await pipeline.run(9))

let makeGreeter: (String) async -> String = { name in "Hello, \(name)!" }
print(await makeGreeter("actors"))
// expect: run 4:
// expect:   double -> 8
// expect:   add3 -> 11
// expect:   check -> 11
// expect:   square -> 121
// expect: result 121
// expect: run 9:
// expect:   double -> 18
// expect:   add3 -> 21
// expect: stopped at check: value 21 too big
// expect: Hello, actors!
