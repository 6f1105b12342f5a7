// Apple docs `StateObject` + `ObservedObject`: a model a conditional child owns with @StateObject against one its parent owns and passes down to @ObservedObject.
// A @StateObject's model lives as long as the view's node: removing the branch destroys the node and releases the model
// (deinit); showing it again makes a new node and a new model, starting at 0 (rules §1.1, §1.4, §4.3). The parent's own
// @StateObject is made once, before its first body (rules §4.2); the observed child shows that model whatever happens to
// the branch, so its count survives. A parent render (the shared model changed) makes no new owned model (rules §4.3).
import SwiftUI

final class Stopwatch: ObservableObject {
    let name: String
    @Published var laps = 0
    init(name: String) { self.name = name; print("\(name) init") }
    deinit { print("\(name) deinit") }
}

struct OwnedPanel: View {
    @StateObject private var watch = Stopwatch(name: "owned")

    var body: some View {
        Button("Owned lap \(watch.laps)") {
            watch.laps += 1
            print("owned laps \(watch.laps)")
        }
    }
}

struct ObservedPanel: View {
    @ObservedObject var watch: Stopwatch

    var body: some View {
        Button("Shared lap \(watch.laps)") {
            watch.laps += 1
            print("shared laps \(watch.laps)")
        }
    }
}

struct Dashboard: View {
    @StateObject private var shared = Stopwatch(name: "shared")
    @State private var showPanels = true

    var body: some View {
        VStack {
            Button("Toggle panels") { showPanels.toggle() }
            if showPanels {
                OwnedPanel()
                ObservedPanel(watch: shared)
            }
        }
    }
}

:mount Dashboard()
// expect: shared init
// expect: owned init
:tap "Owned lap 0"
// expect: owned laps 1
:tap "Shared lap 0"
// expect: shared laps 1
:tap "Toggle panels"
// expect: owned deinit
:tap "Toggle panels"
// expect: owned init
:tap "Owned lap 0"
// expect: owned laps 1
:tap "Shared lap 1"
// expect: shared laps 2
