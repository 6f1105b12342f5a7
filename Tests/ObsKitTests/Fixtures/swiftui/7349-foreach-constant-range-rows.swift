// A seat map drawn with `ForEach(0..<3)`, the constant-range initializer Apple documents ("Creates an instance that
// computes views on demand over a given constant range"), with a per-seat @State and an unrelated parent toggle.
// What SwiftUI does: the range never changes, so the ids 0, 1, 2 and the rows' nodes stay for the screen's life
// (rules §1.2). Taking a seat writes that row's @State and runs that row only (rules §3.4, §3.5). Toggling the price
// line runs the map's body; the seat rows are built again with equal values (an Int each, plain data) and skip their
// bodies (rules §2.1, §2.6, §2.7). The `if` below the rows adds and removes only the price line (rules §1.1).
// Sources: rules §1.1, §1.2, §2.1, §2.6, §2.7, §3.4, §3.5;
// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
import SwiftUI

struct SeatButton: View {
    let seat: Int
    @State private var taken = false

    var body: some View {
        let _ = print("SeatButton body: seat \(seat) taken=\(taken)")
        Button(taken ? "Seat \(seat) taken" : "Seat \(seat)") { taken.toggle() }
    }
}

struct SeatMap: View {
    @State private var showsPrices = false

    var body: some View {
        let _ = print("SeatMap body: prices \(showsPrices)")
        VStack {
            ForEach(0..<3) { index in
                SeatButton(seat: index + 1)
            }
            Button("Toggle prices") { showsPrices.toggle() }
            if showsPrices {
                Text("$20 each")
            }
        }
    }
}

:mount SeatMap()
// expect: SeatMap body: prices false
// expect: SeatButton body: seat 1 taken=false
// expect: SeatButton body: seat 2 taken=false
// expect: SeatButton body: seat 3 taken=false
:tap "Seat 2"
// expect: SeatButton body: seat 2 taken=true
:tap "Toggle prices"
// expect: SeatMap body: prices true
:tap "Seat 2 taken"
// expect: SeatButton body: seat 2 taken=false
