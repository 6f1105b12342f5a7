// Swift concurrency style (SE-0317): async let bindings awaited in a fixed order with top-level await
func square(_ n: Int) async -> Int { n * n }

func fetchName(_ id: Int) async throws -> String {
    if id < 0 { throw LookupError.negative(id) }
    return "user\(id)"
}

enum LookupError: Error { case negative(Int) }

async let a = square(3)
async let b = square(4)
async let c = square(5)
let results = await [a, b, c]
print(results, results.reduce(0, +))

func profile(_ id: Int) async -> String {
    async let name = fetchName(id)
    async let score = square(id)
    do {
        return try await "\(name) scored \(score)"
    } catch {
        return "failed: \(error)"
    }
}

print(await profile(7))
print(await profile(-2))

// expect: [9, 16, 25] 50
// expect: user7 scored 49
// expect: failed: negative(-2)
