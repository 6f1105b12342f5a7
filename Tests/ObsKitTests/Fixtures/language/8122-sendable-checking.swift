// Swift Evolution style: SE-0302 Sendable and @Sendable closures for values crossing concurrency domains
struct Point: Sendable {
    var x: Double
    var y: Double
}

enum Command: Sendable {
    case move(Point)
    case say(String)
}

final class Settings: Sendable {
    let name: String
    let limit: Int
    init(name: String, limit: Int) { self.name = name; self.limit = limit }
}

actor Robot {
    private var position = Point(x: 0, y: 0)
    private var transcript: [String] = []

    func execute(_ command: Command) {
        switch command {
        case .move(let p):
            position.x += p.x
            position.y += p.y
            transcript.append("moved to (\(position.x), \(position.y))")
        case .say(let text):
            transcript.append("said \"\(text)\"")
        }
    }

    func log() -> [String] { transcript }
}

func runLater<T: Sendable>(_ work: @escaping @Sendable () async -> T) async -> T {
    await Task { await work() }.value
}

let robot = Robot()
let settings = Settings(name: "R2", limit: 3)
let commands: [Command] = [.say("hello"), .move(Point(x: 1, y: 2)), .move(Point(x: -0.5, y: 1)), .say("bye")]
for command in commands.prefix(settings.limit + 1) {
    await robot.execute(command)
}
for line in await robot.log() { print(line) }

let greeting = await runLater { "\(settings.name) reporting, limit \(settings.limit)" }
print(greeting)

let doubled: @Sendable (Int) -> Int = { $0 * 2 }
let values = await withTaskGroup(of: (Int, Int).self) { group in
    for i in 0..<4 { group.addTask { (i, doubled(i)) } }
    var out: [(Int, Int)] = []
    for await pair in group { out.append(pair) }
    return out.sorted { $0.0 < $1.0 }.map { $0.1 }
}
print(values)

// expect: said "hello"
// expect: moved to (1.0, 2.0)
// expect: moved to (0.5, 3.0)
// expect: said "bye"
// expect: R2 reporting, limit 3
// expect: [0, 2, 4, 6]
