// Issue 13 (B), Grid: a container that lays out GridRows in columns; ForEach can produce the rows. For
// behaviour it is a plain container: its buttons are tappable and its content is built in the owner's body.
// Source: https://developer.apple.com/documentation/swiftui/grid,
// https://developer.apple.com/documentation/swiftui/gridrow. Rules §3.
import SwiftUI

struct Timesheet: View {
    let days = ["Mon", "Tue"]
    @State private var hours = [0, 0]

    var body: some View {
        let _ = print("hours", hours)
        Grid(alignment: .leading, horizontalSpacing: 12) {
            GridRow {
                Text("Day")
                Text("Hours")
                Text("")
            }
            Divider()
            ForEach(days.indices, id: \.self) { i in
                GridRow {
                    Text(days[i])
                    Text("\(hours[i])")
                    Button("+1 \(days[i])") { hours[i] += 1 }
                }
            }
        }
    }
}

:mount Timesheet()
:tap "+1 Tue"
:tap "+1 Tue"
:tap "+1 Mon"

// expect: hours [0, 0]
// expect: hours [0, 1]
// expect: hours [0, 2]
// expect: hours [1, 2]
