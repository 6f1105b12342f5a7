// SwiftUI from Apple's documentation: the two branches of an if/else are two views; switching branches starts a fresh one
// Apple, View.id(_:) (https://developer.apple.com/documentation/swiftui/view/id(_:)): the identity of a view is what its state hangs
// on ("the identity of the view — for example, its state"). Apple's WWDC21 "Demystify SwiftUI"
// (https://developer.apple.com/videos/play/wwdc2021/10022/): views in the branches of an `if`/`else` get distinct structural
// identities, so a view's state does not survive a switch of branch. Each switch shows a Stopwatch that appears anew with 0 laps.
import SwiftUI

struct Stopwatch: View {
    let name: String
    @State private var laps = 0

    var body: some View {
        let _ = print("\(name) body: \(laps) laps")
        Button("\(name) lap \(laps)") { laps += 1 }
            .onAppear { print("\(name) appeared") }
    }
}

struct Track: View {
    @State private var useFirst = true

    var body: some View {
        VStack {
            Button("Switch") { useFirst.toggle() }
            if useFirst {
                Stopwatch(name: "A")
            } else {
                Stopwatch(name: "B")
            }
        }
    }
}

:mount Track()
// expect: A body: 0 laps
// expect: A appeared
:tap "A lap 0"
// expect: A body: 1 laps
:tap "Switch"
// expect: B body: 0 laps
// expect: B appeared
:tap "Switch"
// expect: A body: 0 laps
// expect: A appeared
