// WWDC23 "Discover Observation in SwiftUI" style: a bakery model marks its bake log @ObservationIgnored, so appending to it re-runs nothing even though the view shows the log's count; the view catches up only when a tracked property (`batches`) changes and its body runs again (rules §8.1, §8.3)
import SwiftUI

@Observable
final class Bakery {
    var batches = 0
    @ObservationIgnored var log: [String] = []

    func note(_ text: String) { log.append(text) }

    func bake() {
        batches += 1
        log.append("batch \(batches)")
    }
}

struct BakeryView: View {
    @State private var bakery = Bakery()

    var body: some View {
        let _ = print("BakeryView body: \(bakery.batches) batches, log \(bakery.log.count)")
        VStack {
            Text("\(bakery.log.count) log entries")
            Button("Note") { bakery.note("oven hot") }
            Button("Bake") { bakery.bake() }
        }
    }
}

:mount BakeryView()
// expect: BakeryView body: 0 batches, log 0
:tap "Note"
:tap "Note"
:tap "Bake"
// expect: BakeryView body: 1 batches, log 3
:tap "Note"
:tap "Bake"
// expect: BakeryView body: 2 batches, log 5
