// WWDC style (sequential vs concurrent): the same work done with a for loop, async let and a group
func cube(_ x: Int) async -> Int { x * x * x }

func sequential(_ xs: [Int]) async -> [Int] {
    var out: [Int] = []
    for x in xs { out.append(await cube(x)) }
    return out
}

func pairwise(_ a: Int, _ b: Int) async -> [Int] {
    async let ca = cube(a)
    async let cb = cube(b)
    return await [ca, cb]
}

func grouped(_ xs: [Int]) async -> [Int] {
    await withTaskGroup(of: (Int, Int).self) { group in
        for (i, x) in xs.enumerated() {
            group.addTask { (i, await cube(x)) }
        }
        var slots = Array(repeating: 0, count: xs.count)
        for await (i, value) in group { slots[i] = value }
        return slots
    }
}

let input = [2, 3, 5, 7]
let s = await sequential(input)
let p = await pairwise(input[0], input[1])
let g = await grouped(input)
print("sequential:", s)
print("pairwise:  ", p)
print("grouped:   ", g)
print("agree:", s == g && Array(s.prefix(2)) == p)
// expect: sequential: [8, 27, 125, 343]
// expect: pairwise:   [8, 27]
// expect: grouped:    [8, 27, 125, 343]
// expect: agree: true
