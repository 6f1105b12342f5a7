// Apple docs `Toggle` ("Styling toggles": Toggle(isOn:) { Label("Flag", systemImage:) }.toggleStyle(.button)) with a child reading the same flag through @Binding.
// The owner only hands `$isFlagged` and `$isRead` to controls and a child, never reading them, so a flip does not
// run its body (rules §3.5). The child that reads the binding runs again on its own, with no new init
// (rules §9.3, T3). Nobody reads `isRead`, so flipping "Read" runs no body at all. The button's action writes
// both flags; only the reader of `isFlagged` runs (one body per view per update, rules §10.1).
import SwiftUI

struct FlagBadge: View {
    @Binding var isFlagged: Bool

    init(isFlagged: Binding<Bool>) {
        self._isFlagged = isFlagged
        print("FlagBadge init")
    }

    var body: some View {
        let _ = print("FlagBadge body: \(isFlagged)")
        Text(isFlagged ? "Flagged" : "Not flagged")
    }
}

struct MessageRow: View {
    @State private var isFlagged = false
    @State private var isRead = false

    var body: some View {
        let _ = print("MessageRow body")
        VStack {
            Toggle(isOn: $isFlagged) {
                Label("Flag", systemImage: "flag.fill")
            }
            .toggleStyle(.button)
            Toggle("Read", isOn: $isRead)
                .toggleStyle(.button)
            FlagBadge(isFlagged: $isFlagged)
            Button("Reset") {
                print("reset")
                isFlagged = false
                isRead = false
            }
        }
    }
}

:mount MessageRow()
// expect: MessageRow body
// expect: FlagBadge init
// expect: FlagBadge body: false
:toggle "Flag"
// expect: FlagBadge body: true
:toggle "Read"
:tap "Reset"
// expect: reset
// expect: FlagBadge body: false
:tap "Reset"
// expect: reset
