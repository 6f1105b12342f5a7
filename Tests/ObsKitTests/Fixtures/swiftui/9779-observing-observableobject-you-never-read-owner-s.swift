// SwiftLee style, pitfall on purpose: observing an ObservableObject you never read; the owner's @StateObject and a sibling's @ObservedObject both subscribe, so a change to any @Published property runs every observer's body, while the same store made @Observable runs only the view that read the property (rules §6.5, §4.4, §5.1, §8.3)
import SwiftUI
import Combine

final class WorkoutStore: ObservableObject {
    @Published var reps = 0
    @Published var note = ""
}

struct RepsCounter: View {
    @ObservedObject var store: WorkoutStore

    var body: some View {
        let _ = print("RepsCounter body: \(store.reps)")
        Button("Add rep") { store.reps += 1 }
    }
}

struct StaticBanner: View {
    @ObservedObject var store: WorkoutStore

    var body: some View {
        let _ = print("StaticBanner body")
        Text("Keep going!")
    }
}

struct WorkoutScreen: View {
    @StateObject private var store = WorkoutStore()

    var body: some View {
        let _ = print("WorkoutScreen body")
        VStack {
            StaticBanner(store: store)
            RepsCounter(store: store)
        }
    }
}

@Observable
final class TrackedStore {
    var reps = 0
    var note = ""
}

struct TrackedReps: View {
    let store: TrackedStore

    var body: some View {
        let _ = print("TrackedReps body: \(store.reps)")
        Button("Add tracked rep") { store.reps += 1 }
    }
}

struct TrackedBanner: View {
    let store: TrackedStore

    var body: some View {
        let _ = print("TrackedBanner body")
        Text("Keep going!")
    }
}

struct TrackedScreen: View {
    @State private var store = TrackedStore()

    var body: some View {
        let _ = print("TrackedScreen body")
        VStack {
            TrackedBanner(store: store)
            TrackedReps(store: store)
        }
    }
}

:mount WorkoutScreen()
// expect: WorkoutScreen body
// expect: StaticBanner body
// expect: RepsCounter body: 0
:tap "Add rep"
// expect: WorkoutScreen body
// expect: StaticBanner body
// expect: RepsCounter body: 1
:mount TrackedScreen()
// expect: TrackedScreen body
// expect: TrackedBanner body
// expect: TrackedReps body: 0
:tap "Add tracked rep"
// expect: TrackedReps body: 1
