// Compiler test style (concurrency): async let bindings awaited and combined in a fixed order
struct Profile { let name: String; let age: Int }

func fetchName(id: Int) async -> String {
    let names = ["ada", "grace", "linus", "barbara"]
    return names[id % names.count]
}

func fetchAge(id: Int) async -> Int {
    return 20 + id * 7
}

func fetchScores(id: Int) async -> [Int] {
    return (1...3).map { $0 * id }
}

func loadProfile(id: Int) async -> Profile {
    async let name = fetchName(id: id)
    async let age = fetchAge(id: id)
    return Profile(name: await name, age: await age)
}

for id in 0..<3 {
    let p = await loadProfile(id: id)
    print("profile \(id): \(p.name), \(p.age)")
}

async let a = fetchScores(id: 2)
async let b = fetchScores(id: 5)
async let c = fetchAge(id: 1)
let combined = await a + b
print("combined:", combined)
print("sum with c:", combined.reduce(0, +) + (await c))

func tupleFetch() async -> (String, Int, [Int]) {
    async let n = fetchName(id: 3)
    async let g = fetchAge(id: 3)
    async let s = fetchScores(id: 3)
    return await (n, g, s)
}
let (n, g, s) = await tupleFetch()
print("tuple:", n, g, s)

// Awaiting in reverse order of declaration still gives the same values.
func reversedAwait() async -> [String] {
    async let x = fetchName(id: 0)
    async let y = fetchName(id: 1)
    async let z = fetchName(id: 2)
    let zz = await z
    let yy = await y
    let xx = await x
    return [zz, yy, xx]
}
print("reversed:", await reversedAwait())

async let computed: Int = {
    var acc = 0
    for i in 1...10 { acc += i * i }
    return acc
}()
print("squares:", await computed)

// expect: profile 0: ada, 20
// expect: profile 1: grace, 27
// expect: profile 2: linus, 34
// expect: combined: [2, 4, 6, 5, 10, 15]
// expect: sum with c: 69
// expect: tuple: barbara 41 [3, 6, 9]
// expect: reversed: ["linus", "grace", "ada"]
// expect: squares: 385
