// A seat map: a Grid whose GridRows come from an outer ForEach over row letters, each with an inner ForEach over
// columns. A seat's node is named by both ids (rules §1.2, nested explicit identities under their places, §1.1).
// Closing row A removes the outer id "A": its two seats die and run onDisappear (§1.4, §11.1); row B's seats keep
// their nodes and their @State, and, being equal, skip their bodies (§2.7). Apple `grid`, `gridrow`, `foreach`.
import SwiftUI

struct Seat: View {
    let label: String
    @State private var taken = false

    var body: some View {
        let _ = print("seat \(label) taken \(taken)")
        Button(taken ? "\(label)✕" : label) { taken.toggle() }
            .onDisappear { print("seat \(label) gone") }
    }
}

struct SeatMap: View {
    @State private var rows = ["A", "B"]
    let columns = [1, 2]

    var body: some View {
        Grid {
            ForEach(rows, id: \.self) { row in
                GridRow {
                    ForEach(columns, id: \.self) { column in
                        Seat(label: "\(row)\(column)")
                    }
                }
            }
        }
        Button("Close row A") { rows.removeFirst() }
    }
}

:mount SeatMap()
// expect: seat A1 taken false
// expect: seat A2 taken false
// expect: seat B1 taken false
// expect: seat B2 taken false
:tap "B2"
// expect: seat B2 taken true
:tap "A1"
// expect: seat A1 taken true
:tap "Close row A"
// expect: seat A1 gone
// expect: seat A2 gone
:tap "B2✕"
// expect: seat B2 taken false
