// An ObservableObject with a @Published array, a List of NavigationLink(value:) rows and a navigationDestination that hands the detail a $log.sightings[index] binding; the detail's Stepper and Toggle write back into the store; expected output by the SwiftUI rules (rules §6 any @Published change invalidates the observing view; §9 $obj.prop writes through; §2/§10 parent body before the pushed child, once per update; §14 navigationDestination(for:) builds on push; Apple: NavigationLink(_:value:), navigationDestination(for:destination:))
import SwiftUI

struct Sighting: Identifiable, Hashable {
    let id: Int
    var species: String
    var count: Int
    var isRare = false
}

final class FeederLog: ObservableObject {
    @Published var sightings = [
        Sighting(id: 1, species: "Robin", count: 1),
        Sighting(id: 2, species: "Blue Jay", count: 2),
    ]
}

struct SightingDetail: View {
    @Binding var sighting: Sighting

    var body: some View {
        let _ = print("detail body: \(sighting.species) x\(sighting.count)\(sighting.isRare ? " (rare)" : "")")
        Form {
            Stepper("Count: \(sighting.count)", value: $sighting.count, in: 1...20)
            Toggle("Rare visitor", isOn: $sighting.isRare)
        }
        .navigationTitle(sighting.species)
    }
}

struct FeederListView: View {
    @StateObject private var log = FeederLog()

    var body: some View {
        let _ = print("list body: " + log.sightings.map { "\($0.species) x\($0.count)" }.joined(separator: ", "))
        NavigationStack {
            List(log.sightings) { sighting in
                NavigationLink(sighting.species, value: sighting.id)
            }
            .navigationTitle("Feeder")
            .navigationDestination(for: Int.self) { id in
                if let index = log.sightings.firstIndex(where: { $0.id == id }) {
                    SightingDetail(sighting: $log.sightings[index])
                }
            }
        }
    }
}

:mount FeederListView()
:tap "Robin"
:step "Count: 1" up 2
:toggle "Rare visitor"
:back
:tap "Blue Jay"

// expect: list body: Robin x1, Blue Jay x2
// expect: detail body: Robin x1
// expect: list body: Robin x2, Blue Jay x2
// expect: detail body: Robin x2
// expect: list body: Robin x3, Blue Jay x2
// expect: detail body: Robin x3
// expect: list body: Robin x3, Blue Jay x2
// expect: detail body: Robin x3 (rare)
// expect: detail body: Blue Jay x2
