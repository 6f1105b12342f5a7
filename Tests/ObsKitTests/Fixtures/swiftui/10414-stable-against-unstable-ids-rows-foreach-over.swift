// Swift with Majid style: stable against unstable ids; rows of a ForEach over structs that make a new UUID each time a computed property builds them get new identities at every render (their @State starts over and onAppear runs again), while rows keyed by the stable name keep their nodes and state (rules §1.2, §1.4, §11.1, §2.7)
import SwiftUI

struct Chip: Identifiable {
    let id = UUID()
    let label: String
}

struct ChipRow: View {
    let chip: Chip
    @State private var hits = 0

    var body: some View {
        let _ = print("ChipRow body: \(chip.label) hits \(hits)")
        Button("Hit \(chip.label)") { hits += 1 }
            .onAppear { print("chip \(chip.label) appeared") }
    }
}

struct StableRow: View {
    let label: String
    @State private var hits = 0

    var body: some View {
        let _ = print("StableRow body: \(label) hits \(hits)")
        Button("Bump \(label)") { hits += 1 }
            .onAppear { print("stable \(label) appeared") }
    }
}

struct ChipScreen: View {
    @State private var labels = ["Red", "Blue"]
    @State private var refreshes = 0

    private var chips: [Chip] { labels.map { Chip(label: $0) } }

    var body: some View {
        let _ = print("ChipScreen body: refresh \(refreshes)")
        VStack {
            ForEach(chips) { chip in
                ChipRow(chip: chip)
            }
            ForEach(labels, id: \.self) { label in
                StableRow(label: label)
            }
            Button("Refresh") { refreshes += 1 }
        }
    }
}

:mount ChipScreen()
// expect: ChipScreen body: refresh 0
// expect: ChipRow body: Red hits 0
// expect: ChipRow body: Blue hits 0
// expect: StableRow body: Red hits 0
// expect: StableRow body: Blue hits 0
// expect: chip Red appeared
// expect: chip Blue appeared
// expect: stable Red appeared
// expect: stable Blue appeared
:tap "Hit Red"
// expect: ChipRow body: Red hits 1
:tap "Bump Red"
// expect: StableRow body: Red hits 1
:tap "Refresh"
// expect: ChipScreen body: refresh 1
// expect: ChipRow body: Red hits 0
// expect: ChipRow body: Blue hits 0
// expect: chip Red appeared
// expect: chip Blue appeared
:tap "Bump Red"
// expect: StableRow body: Red hits 2
