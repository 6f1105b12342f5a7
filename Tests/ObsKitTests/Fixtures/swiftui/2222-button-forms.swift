// Issue 13 (B), every Button form: a title and an action (also a method reference, and a String variable
// as the title), `action:label:`, the trailing `label:` form, `_:systemImage:action:`, `role:action:label:`
// and `_:role:action:`. Each is found by its title and runs its action.
// Source: https://developer.apple.com/documentation/swiftui/button — init(_:action:),
// init(action:label:), init(_:systemImage:action:) (iOS 17), init(role:action:label:) and
// init(_:role:action:) (iOS 15).
import SwiftUI

struct Remote: View {
    @State private var log: [String] = []
    let repeatTitle = "Repeat"

    func play() { log.append("play") }

    var body: some View {
        VStack {
            Button("Play", action: play)
            Button(action: { log.append("pause") }) {
                Text("Pause")
            }
            Button {
                log.append("stop")
            } label: {
                Text("Stop")
            }
            Button("Shuffle", systemImage: "shuffle") { log.append("shuffle") }
            Button(repeatTitle) { log.append("repeat") }
            Button(role: .destructive) {
                log.append("clear")
            } label: {
                Label("Clear", systemImage: "trash")
            }
            Button("Eject", role: .destructive) { log.append("eject") }
            Button("Show log") { print(log.joined(separator: " ")) }
        }
    }
}

:mount Remote()
:tap "Play"
:tap "Pause"
:tap "Stop"
:tap "Shuffle"
:tap "Repeat"
:tap "Clear"
:tap "Eject"
:tap "Show log"

// expect: play pause stop shuffle repeat clear eject
