// Language Reference style (expressions): await in top-level code, async functions, async let, and async sequences
func slowDouble(_ x: Int) async -> Int { x * 2 }
func fail(_ flag: Bool) async throws -> String {
    struct Oops: Error {}
    if flag { throw Oops() }
    return "fine"
}

let r1 = await slowDouble(21)
print(r1)
let r2 = await slowDouble(await slowDouble(2))
print(r2)
print(try await fail(false))
do { _ = try await fail(true) } catch { print("caught", type(of: error)) }
let r3 = try? await fail(true)
print(r3 as Any)

async let x = slowDouble(5)
async let y = slowDouble(6)
let both = await x + y
print(both)

func gather() async -> [Int] {
    async let a = slowDouble(1)
    async let b = slowDouble(2)
    return await [a, b]
}
print(await gather())

struct Countdown: AsyncSequence {
    typealias Element = Int
    let start: Int
    struct AsyncIterator: AsyncIteratorProtocol {
        var cur: Int
        mutating func next() async -> Int? {
            guard cur > 0 else { return nil }
            defer { cur -= 1 }
            return cur
        }
    }
    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(cur: start) }
}
var seen: [Int] = []
for await v in Countdown(start: 4) { seen.append(v) }
print(seen)

let total = await withTaskGroup(of: Int.self) { group in
    for i in 1...4 { group.addTask { i * i } }
    var s = 0
    for await v in group { s += v }
    return s
}
print(total)
let t = Task { await slowDouble(50) }
print(await t.value)

// expect: 42
// expect: 8
// expect: fine
// expect: caught Oops
// expect: nil
// expect: 22
// expect: [2, 4]
// expect: [4, 3, 2, 1]
// expect: 30
// expect: 100
