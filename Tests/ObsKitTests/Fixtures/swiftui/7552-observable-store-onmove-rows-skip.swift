// Swift with Majid style: reordering an `@Observable` trip's stops with `.onMove` — the list runs, the rows don't
// What SwiftUI does: onMove gets [2] and 0 for a drag of the last stop to the top (rules §15.2). The action moves
// the models in `trip.stops`, which the list's body read, so the list runs (`@dependencies`, rules §8.3, §12.1). The
// rows are named by the stops' ids and keep their nodes (rules §1.2); each row's value is the same reference as
// before, so no row body runs (rules §2.3, §2.7). Marking a stop visited changes a property only its row read: that
// row runs alone (rules §8.3).
// Sources: rules §1.2, §2.3, §2.7, §8.3, §12.1, §15.2; https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:)
import SwiftUI
import Observation

@Observable
final class Stop: Identifiable {
    let id: Int
    var name: String
    var visited = false

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

@Observable
final class Trip {
    var stops = [Stop(id: 1, name: "Paris"), Stop(id: 2, name: "Dijon"), Stop(id: 3, name: "Lyon")]
}

struct StopRow: View {
    let stop: Stop

    var body: some View {
        let _ = Self._printChanges()
        Button("\(stop.visited ? "✓" : "·") \(stop.name)") {
            stop.visited.toggle()
        }
    }
}

struct TripView: View {
    @State private var trip = Trip()

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("route: \(trip.stops.map(\.name).joined(separator: " → "))")
        NavigationStack {
            List {
                ForEach(trip.stops) { stop in
                    StopRow(stop: stop)
                }
                .onMove { source, destination in
                    print("onMove \(Array(source)) to \(destination)")
                    trip.stops.move(fromOffsets: source, toOffset: destination)
                }
            }
            .navigationTitle("Trip")
        }
    }
}

:mount TripView()
// expect: TripView: @self, @identity, _trip changed.
// expect: route: Paris → Dijon → Lyon
// expect: StopRow: @self changed.
// expect: StopRow: @self changed.
// expect: StopRow: @self changed.
:tap "· Dijon"
// expect: StopRow: @dependencies changed.
:move "· Lyon" to 0
// expect: onMove [2] to 0
// expect: TripView: @dependencies changed.
// expect: route: Lyon → Paris → Dijon
:tap "✓ Dijon"
// expect: StopRow: @dependencies changed.
