// Swift book style: async let runs child tasks and awaits them as an array
func downloadPhoto(named name: String) async -> String {
    return "photo:\(name)"
}

func fetchThree(_ names: [String]) async -> [String] {
    async let first = downloadPhoto(named: names[0])
    async let second = downloadPhoto(named: names[1])
    async let third = downloadPhoto(named: names[2])
    let photos = await [first, second, third]
    return photos
}

let photos = await fetchThree(["a", "b", "c"])
for p in photos {
    print(p)
}

func square(_ x: Int) async -> Int { x * x }
func cube(_ x: Int) async -> Int { x * x * x }

async let s = square(7)
async let c = cube(3)
let (sv, cv) = await (s, c)
print("square: \(sv), cube: \(cv)")
print("sum: \(sv + cv)")

func compute() async -> String {
    async let a = square(2)
    async let b = square(3)
    return "a+b = \(await a + b)"
}
print(await compute())
// expect: photo:a
// expect: photo:b
// expect: photo:c
// expect: square: 49, cube: 27
// expect: sum: 76
// expect: a+b = 13
