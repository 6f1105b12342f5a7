// Compiler test style: async closures stored in variables, arrays and optional properties
let double: (Int) async -> Int = { n in
    n * 2
}
let addThenDouble: (Int, Int) async -> Int = { a, b in
    await double(a + b)
}
print(await double(21))
print(await addThenDouble(3, 4))

let pipeline: [(Int) async -> Int] = [
    { $0 + 1 },
    { await double($0) },
    { $0 - 3 },
]
var value = 5
for stage in pipeline {
    value = await stage(value)
}
print("pipeline:", value)

struct Handler {
    var onEvent: ((String) async -> String)?
}
var h = Handler()
print(await h.onEvent?("first") ?? "no handler")
h.onEvent = { "handled \($0.uppercased())" }
print(await h.onEvent?("second") ?? "no handler")

let failing: () async throws -> Int = {
    struct Bad: Error {}
    throw Bad()
}
print((try? await failing()) ?? -1)
// expect: 42
// expect: 14
// expect: pipeline: 9
// expect: no handler
// expect: handled SECOND
// expect: -1
