// WWDC style (@MainActor types): a main-actor class with nonisolated members, a static method and a main-actor protocol
@MainActor
protocol Screen {
    var title: String { get }
    func render() -> String
}

@MainActor
final class CounterScreen: Screen {
    nonisolated let id: Int
    private(set) var count = 0
    var title: String { "Counter \(id)" }

    nonisolated init(id: Int) {
        self.id = id
    }

    nonisolated var tag: String { "screen-\(id)" }

    static func makeAll(_ n: Int) -> [CounterScreen] {
        (1...n).map { CounterScreen(id: $0) }
    }

    func tap(times: Int) {
        count += times
    }

    func render() -> String {
        "\(title): \(count)"
    }
}

@MainActor
func renderAll(_ screens: [any Screen]) -> [String] {
    screens.map { $0.render() }
}

func loadTaps(for id: Int) async -> Int {
    id * 3
}

let screens = await CounterScreen.makeAll(3)
print(screens.map(\.tag))
for screen in screens {
    let taps = await loadTaps(for: screen.id)
    await screen.tap(times: taps)
}
for line in await renderAll(screens) {
    print(line)
}
let standalone = CounterScreen(id: 9)
print(standalone.tag, await standalone.render())

// expect: ["screen-1", "screen-2", "screen-3"]
// expect: Counter 1: 3
// expect: Counter 2: 6
// expect: Counter 3: 9
// expect: screen-9 Counter 9: 0
