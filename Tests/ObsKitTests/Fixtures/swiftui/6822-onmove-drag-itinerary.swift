// Follows Apple's `onMove(perform:)` page
// (https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:)): "Sets the move action for
// the dynamic view"; the closure "takes two arguments that represent the offset relative to the dynamic view's
// underlying collection of data", which it passes to `move(fromOffsets:toOffset:)`. Own code: a trip itinerary whose
// stops are reordered by dragging.
// - A drag (`:move "Row" to N`) ends with the row at position N; onMove gets the source offsets and the destination
//   as an offset in the data before the move: N when the row moves up, N + 1 when it moves down (rules §15.2; Apple
//   `move(fromOffsets:toOffset:)`). Rows can be dragged without edit mode on iOS 16+ (rules §15.2).
// - Moving keeps every id, so every row keeps its node and @State: no onDisappear and no body for the moved rows
//   (rules §1.2, §2.7, §11.1). Only the action and the parent's body print (rules §0.3, §3.5).
import SwiftUI

struct Stop: Identifiable {
    let id: Int
    let city: String
}

struct StopRow: View {
    let stop: Stop
    @State private var nights = 1

    var body: some View {
        Button("\(stop.city): \(nights) nights") {
            nights += 1
            print("extend \(stop.city)")
        }
        .onDisappear {
            print("StopRow disappeared \(stop.city)")
        }
    }
}

struct Itinerary: View {
    @State private var stops = [
        Stop(id: 1, city: "Oslo"),
        Stop(id: 2, city: "Bergen"),
        Stop(id: 3, city: "Alta"),
    ]

    var body: some View {
        let _ = print("Itinerary: \(stops.map(\.city).joined(separator: ", "))")
        NavigationStack {
            List {
                ForEach(stops) { stop in
                    StopRow(stop: stop)
                }
                .onMove { source, destination in
                    print("onMove \(Array(source)) to \(destination)")
                    stops.move(fromOffsets: source, toOffset: destination)
                }
            }
            .navigationTitle("Trip")
        }
    }
}

:mount Itinerary()
// expect: Itinerary: Oslo, Bergen, Alta
:tap "Alta: 1 nights"
// expect: extend Alta
:move "Alta: 2 nights" to 0
// expect: onMove [2] to 0
// expect: Itinerary: Alta, Oslo, Bergen
:move "Oslo: 1 nights" to 2
// expect: onMove [1] to 3
// expect: Itinerary: Alta, Bergen, Oslo
:tap "Alta: 2 nights"
// expect: extend Alta
:move "Bergen: 1 nights" to 0
// expect: onMove [1] to 0
// expect: Itinerary: Bergen, Alta, Oslo
:tap "Alta: 3 nights"
// expect: extend Alta
