// Apple Developer Forums style (why does my view not update): a plain class in @State changes nothing when mutated, an @Observable one does, and an equal write notifies nobody (rules §3.7, §3.5, §8.1)
import SwiftUI
import Observation

final class PlainProfile {
    var name = "Ana"
    init() { print("PlainProfile init") }
}

@Observable
final class TrackedProfile {
    var name = "Ana"
    init() { print("TrackedProfile init") }
}

struct BrokenProfileView: View {
    @State private var profile = PlainProfile()
    @State private var showDetails = false
    var body: some View {
        let _ = print("Broken body: \(profile.name), details \(showDetails)")
        VStack {
            Text(profile.name)
            Button("Rename plain") {
                profile.name = "Bea"
                print("plain name now \(profile.name)")
            }
            Button("Details") { showDetails.toggle() }
        }
    }
}

struct FixedProfileView: View {
    @State private var profile = TrackedProfile()
    var body: some View {
        let _ = print("Fixed body: \(profile.name)")
        VStack {
            Text(profile.name)
            Button("Rename tracked") { profile.name = "Bea" }
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            BrokenProfileView()
            FixedProfileView()
        }
    }
}

:mount ContentView()
// expect: PlainProfile init
// expect: TrackedProfile init
// expect: Broken body: Ana, details false
// expect: Fixed body: Ana
:tap "Rename plain"
// expect: plain name now Bea
:tap "Details"
// expect: Broken body: Bea, details true
:tap "Rename tracked"
// expect: Fixed body: Bea
:tap "Rename tracked"
