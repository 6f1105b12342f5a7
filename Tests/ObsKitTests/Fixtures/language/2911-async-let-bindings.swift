// Compiler test style: async let bindings started concurrently and awaited together
func square(_ n: Int) async -> Int {
    return n * n
}

func greeting(for name: String) async -> String {
    return "Hello, \(name)"
}

func loadAll() async -> (Int, Int, String) {
    async let a = square(3)
    async let b = square(4)
    async let c = greeting(for: "Taylor")
    return await (a, b, c)
}

let (x, y, msg) = await loadAll()
print(x, y, x + y)
print(msg)

async let first = square(10)
async let second = square(11)
let sum = await first + second
print("sum of squares:", sum)

func photoNames() async -> [String] {
    async let p1 = greeting(for: "photo1")
    async let p2 = greeting(for: "photo2")
    let photos = await [p1, p2]
    return photos
}
print(await photoNames())
// expect: 9 16 25
// expect: Hello, Taylor
// expect: sum of squares: 221
// expect: ["Hello, photo1", "Hello, photo2"]
