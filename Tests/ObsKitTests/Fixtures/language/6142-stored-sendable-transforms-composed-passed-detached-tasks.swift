// Swift by Sundell style (@Sendable closures): stored @Sendable transforms, composed and passed to detached tasks and task groups
struct Pipeline: Sendable {
    let name: String
    let steps: [@Sendable (Int) -> Int]

    func run(_ input: Int) -> Int {
        steps.reduce(input) { value, step in step(value) }
    }

    func then(_ step: @escaping @Sendable (Int) -> Int) -> Pipeline {
        Pipeline(name: name + "+", steps: steps + [step])
    }
}

func compose(_ f: @escaping @Sendable (Int) -> Int,
             _ g: @escaping @Sendable (Int) -> Int) -> @Sendable (Int) -> Int {
    { g(f($0)) }
}

let double: @Sendable (Int) -> Int = { $0 * 2 }
let addTen: @Sendable (Int) -> Int = { $0 + 10 }
let square: @Sendable (Int) -> Int = { $0 * $0 }

let basic = Pipeline(name: "basic", steps: [double, addTen])
print(basic.name, basic.run(5))
let extended = basic.then(square)
print(extended.name, extended.run(5))

let composed = compose(square, double)
print(await Task.detached { composed(7) }.value)

let pipelines = [basic, extended, Pipeline(name: "empty", steps: [])]
let outputs = await withTaskGroup(of: String.self) { group in
    for pipeline in pipelines {
        group.addTask { "\(pipeline.name)=\(pipeline.run(3))" }
    }
    var all: [String] = []
    for await line in group { all.append(line) }
    return all.sorted()
}
print(outputs)

let asyncSteps: [@Sendable (String) async -> String] = [
    { $0.uppercased() },
    { String($0.reversed()) },
    { $0 + "!" },
]
var text = "swift"
for step in asyncSteps { text = await step(text) }
print(text)

let factor = 3
let scaled: @Sendable (Int) -> Int = { [factor] in $0 * factor }
print((1...4).map(scaled))

// expect: basic 20
// expect: basic+ 400
// expect: 98
// expect: ["basic+=256", "basic=16", "empty=3"]
// expect: TFIWS!
// expect: [3, 6, 9, 12]
