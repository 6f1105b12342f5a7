// WWDC style (MainActor.run): background work in an actor, results applied on the main actor with MainActor.run
actor ReportBuilder {
    private var sections: [String] = []

    func add(_ title: String, lines: Int) {
        sections.append("\(title) (\(lines))")
    }

    func build() -> [String] { sections }
}

@MainActor
final class ReportScreen {
    var visible: [String] = []
    var status = "idle"

    func show(_ sections: [String]) {
        visible = sections
        status = "showing \(sections.count)"
    }
}

@MainActor
func render(_ screen: ReportScreen) -> String {
    "\(screen.status): " + screen.visible.joined(separator: ", ")
}

let builder = ReportBuilder()
let screen = await ReportScreen()
await builder.add("Intro", lines: 4)
await builder.add("Method", lines: 12)

let sections = await builder.build()
await MainActor.run {
    screen.show(sections)
}
print(await render(screen))

let upper = await MainActor.run { () -> Int in
    screen.status = "updated"
    return screen.visible.count * 10
}
print(upper, await screen.status)

await builder.add("Results", lines: 8)
let more = await builder.build()
await MainActor.run { screen.show(more.reversed()) }
print(await render(screen))

// expect: showing 2: Intro (4), Method (12)
// expect: 20 updated
// expect: showing 3: Results (8), Method (12), Intro (4)
