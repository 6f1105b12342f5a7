// Compiler test style: withDiscardingTaskGroup children reporting into an actor, read after completion
actor Collector {
    private var values: [String] = []
    func add(_ v: String) { values.append(v) }
    func sorted() -> [String] { values.sorted() }
}

func label(_ n: Int) async -> String {
    n % 15 == 0 ? "FizzBuzz" : n % 3 == 0 ? "Fizz" : n % 5 == 0 ? "Buzz" : String(n)
}

let collector = Collector()
await withDiscardingTaskGroup { group in
    for n in 1...15 {
        group.addTask {
            let l = await label(n)
            if l.hasSuffix("zz") {
                await collector.add("\(n < 10 ? "0" : "")\(n):\(l)")
            }
        }
    }
}
for v in await collector.sorted() {
    print(v)
}

struct Boom: Error {}
do {
    try await withThrowingDiscardingTaskGroup { group in
        group.addTask { }
        group.addTask { throw Boom() }
    }
    print("no error")
} catch {
    print("discarding group threw:", error is Boom)
}
// expect: 03:Fizz
// expect: 05:Buzz
// expect: 06:Fizz
// expect: 09:Fizz
// expect: 10:Buzz
// expect: 12:Fizz
// expect: 15:FizzBuzz
// expect: discarding group threw: true
