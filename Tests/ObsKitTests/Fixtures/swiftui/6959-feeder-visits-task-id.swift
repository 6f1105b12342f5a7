// Backyard feeders: reloading a feeder's visits when the selection changes, in the manner of Apple's Backyard Birds
// sample (async loading driven by the view), own names and code. A segmented Picker chooses the feeder;
// `.task(id: feeder)` loads that feeder's visits into an @Observable log owned in @State.
// What SwiftUI does: the task starts when the view appears, and whenever `id` changes it cancels the running task and
// starts a new one (rules §11.3). The load's writes are ordinary model changes: the body, which read them, runs
// after each (rules §8.3, §10.1); the second load's `isLoading = true` is an equal assignment and notifies nobody
// (rules §8.1). A load cancelled while it sleeps throws CancellationError, so its catch runs and no stale visits are
// written. Choosing a feeder writes @State the body reads, so the body runs first, then the task restarts.
// Sources: rules §8.1, §8.3, §10.1, §11.3; Apple https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
// and the Backyard Birds sample https://developer.apple.com/documentation/swiftui/backyard-birds-sample
import SwiftUI

@Observable
final class VisitLog {
    var visits: [String] = []
    var isLoading = false

    private static let sample = [
        "North": ["Chickadee", "House Finch"],
        "Garden": ["Robin", "Wren", "Blue Jay"],
        "Pond": ["Heron"],
    ]

    func load(feeder: String) async {
        isLoading = true
        do {
            try await Task.sleep(for: .seconds(1))
        } catch {
            print("cancelled \(feeder)")
            return
        }
        visits = Self.sample[feeder] ?? []
        isLoading = false
        print("loaded \(feeder): \(visits.count) visits")
    }
}

struct FeederView: View {
    @State private var log = VisitLog()
    @State private var feeder = "North"

    var body: some View {
        let _ = print("FeederView body: \(feeder), \(log.isLoading ? "loading" : "\(log.visits.count) visits")")
        VStack {
            Picker("Feeder", selection: $feeder) {
                Text("North").tag("North")
                Text("Garden").tag("Garden")
                Text("Pond").tag("Pond")
            }
            .pickerStyle(.segmented)
            List(log.visits, id: \.self) { bird in
                Label(bird, systemImage: "bird")
            }
            .overlay {
                if log.isLoading {
                    ProgressView()
                }
            }
        }
        .task(id: feeder) {
            await log.load(feeder: feeder)
        }
    }
}

:mount FeederView()
// expect: FeederView body: North, 0 visits
// expect: FeederView body: North, loading
:advance 1s
// expect: loaded North: 2 visits
// expect: FeederView body: North, 2 visits
:pick "Garden" in "Feeder"
// expect: FeederView body: Garden, 2 visits
// expect: FeederView body: Garden, loading
:advance 500ms
:pick "Pond" in "Feeder"
// expect: FeederView body: Pond, loading
// expect: cancelled Garden
:advance 1s
// expect: loaded Pond: 1 visits
// expect: FeederView body: Pond, 1 visits
