// Swift book style: Task.yield between steps of sequential async work
actor Steps {
    var done: [String] = []
    func mark(_ s: String) { done.append(s) }
}

func pipeline(_ steps: Steps) async -> Int {
    var count = 0
    for name in ["parse", "check", "lower", "emit"] {
        await steps.mark(name)
        await Task.yield()
        count += 1
    }
    return count
}

let steps = Steps()
let n = await pipeline(steps)
print("ran \(n) steps")
print(await steps.done.joined(separator: " -> "))

let t = Task { () -> Int in
    var acc = 0
    for i in 1...5 {
        acc += i
        await Task.yield()
    }
    return acc
}
print("accumulated: \(await t.value)")

func slow(_ x: Int) async -> Int {
    await Task.yield()
    return x * 3
}
async let a = slow(1)
async let b = slow(2)
async let c = slow(3)
let values = await [a, b, c]
print("values: \(values)")
// expect: ran 4 steps
// expect: parse -> check -> lower -> emit
// expect: accumulated: 15
// expect: values: [3, 6, 9]
