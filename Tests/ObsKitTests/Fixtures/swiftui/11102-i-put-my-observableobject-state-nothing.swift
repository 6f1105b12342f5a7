// Apple Developer Forums style (I put my ObservableObject in @State and nothing updates): @State does not subscribe to objectWillChange and remakes the object at each parent render; @StateObject subscribes and keeps one (rules §3.7, §3.1, §3.3, §4.2, §2.5)
import SwiftUI
import Combine

final class DownloadTracker: ObservableObject {
    @Published var progress = 0
    init() { print("DownloadTracker init") }
}

struct StateHeldView: View {
    @State private var tracker = DownloadTracker()
    var body: some View {
        let _ = print("StateHeld body \(tracker.progress)")
        Button("Step A") {
            tracker.progress += 25
            print("A progress \(tracker.progress)")
        }
    }
}

struct StateObjectView: View {
    @StateObject private var tracker = DownloadTracker()
    var body: some View {
        let _ = print("StateObject body \(tracker.progress)")
        Button("Step B") { tracker.progress += 25 }
    }
}

struct DownloadsScreen: View {
    @State private var tick = 0
    var body: some View {
        VStack {
            Button("Tick") { tick += 1 }
            Text("tick \(tick)")
            StateHeldView()
            StateObjectView()
        }
    }
}

:mount DownloadsScreen()
// expect: DownloadTracker init
// expect: StateHeld body 0
// expect: DownloadTracker init
// expect: StateObject body 0
:tap "Step A"
// expect: A progress 25
:tap "Step B"
// expect: StateObject body 25
:tap "Tick"
// expect: DownloadTracker init
// expect: StateHeld body 25
