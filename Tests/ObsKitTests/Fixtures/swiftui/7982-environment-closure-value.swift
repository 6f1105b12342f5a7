// Style: forum question. "I pass an action down with @Entry and now the button re-renders every time the parent does." An environment value is
// compared with compareValues (rules §14.2); a closure compares as function plus context, and one that captures anything gets a new context each
// time the parent's body makes it, so it never equals the last one, while one that captures nothing compares equal (rules §2.4). The root runs
// for each "Count" (it reads `count`, rules §3.5); the button under the capturing closure runs each time, the one under the static closure does
// not. Each button's action calls the closure the environment held at its last update.
import SwiftUI

extension EnvironmentValues {
    @Entry var logTap: (String) -> Void = { _ in }
}

struct LogButton: View {
    let title: String
    @Environment(\.logTap) private var logTap

    var body: some View {
        let _ = print("LogButton body: \(title)")
        Button(title) { logTap(title) }
    }
}

struct Dashboard: View {
    @State private var count = 0

    var body: some View {
        let _ = print("Dashboard body: \(count)")
        VStack {
            Button("Count") { count += 1 }
            LogButton(title: "Static")
                .environment(\.logTap) { name in print("static tap \(name)") }
            LogButton(title: "Capturing")
        }
        .environment(\.logTap) { name in print("tapped \(name) at \(count)") }
    }
}

:mount Dashboard()
// expect: Dashboard body: 0
// expect: LogButton body: Static
// expect: LogButton body: Capturing
:tap "Count"
// expect: Dashboard body: 1
// expect: LogButton body: Capturing
:tap "Static"
// expect: static tap Static
:tap "Capturing"
// expect: tapped Capturing at 1
