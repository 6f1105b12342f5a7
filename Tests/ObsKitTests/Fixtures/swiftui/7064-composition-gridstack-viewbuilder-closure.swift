// A custom container as the "views and modifiers" day of a "100 days" SwiftUI course builds it, own code: a generic
// `GridStack<Content>` that stores a `@ViewBuilder` closure `(Int, Int) -> Content` and calls it per cell, used by a
// screen whose closure reads the screen's highlighted cell; beside it, a capsule label with plain data.
// What SwiftUI does: a view that stores a closure can't be compared for equality: the closure captures the screen (it
// reads `highlighted`), and a capturing closure made in a new body run never equals the last one (rules §2.4). So
// the grid's body runs at every run of the screen's body, even for a change that no cell shows ("Count tap"); the
// plain-data label runs only when its text changes (rules §2.1, §2.7).
// Sources: rules §2.1, §2.4, §2.6, §2.7; https://developer.apple.com/documentation/swiftui/viewbuilder
import SwiftUI

struct GridStack<Content: View>: View {
    let rows: Int
    let columns: Int
    @ViewBuilder let content: (Int, Int) -> Content

    var body: some View {
        let _ = print("GridStack body: \(rows)x\(columns)")
        VStack {
            ForEach(0..<rows, id: \.self) { row in
                HStack {
                    ForEach(0..<columns, id: \.self) { column in
                        content(row, column)
                    }
                }
            }
        }
    }
}

struct TapLabel: View {
    let text: String

    var body: some View {
        let _ = print("TapLabel body: \(text)")
        Text(text)
            .padding(8)
            .background(.yellow)
            .clipShape(.capsule)
    }
}

struct GridDemoView: View {
    @State private var highlighted = 0
    @State private var taps = 0

    var body: some View {
        let _ = print("GridDemoView body: highlighted \(highlighted), taps \(taps)")
        VStack {
            GridStack(rows: 2, columns: 2) { row, column in
                Image(systemName: "\(row * 2 + column).circle")
                Text("R\(row) C\(column)")
                    .foregroundStyle(row * 2 + column == highlighted ? .red : .primary)
            }
            TapLabel(text: "Taps: \(taps)")
            Button("Next cell") {
                highlighted = (highlighted + 1) % 4
            }
            Button("Count tap") {
                taps += 1
            }
        }
    }
}

:mount GridDemoView()
// expect: GridDemoView body: highlighted 0, taps 0
// expect: GridStack body: 2x2
// expect: TapLabel body: Taps: 0
:tap "Next cell"
// expect: GridDemoView body: highlighted 1, taps 0
// expect: GridStack body: 2x2
:tap "Count tap"
// expect: GridDemoView body: highlighted 1, taps 1
// expect: GridStack body: 2x2
// expect: TapLabel body: Taps: 1
