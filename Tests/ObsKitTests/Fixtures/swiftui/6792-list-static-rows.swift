// Follows Apple's `List` page (https://developer.apple.com/documentation/swiftui/list), its first example: a list
// whose rows are written out one by one in the content closure ("In its simplest form, a List creates its contents
// statically"). Own code: a settings screen with a Text, two info rows, a counter row with its own @State and a button.
// - `List(content:)` takes a non-escaping @ViewBuilder closure, so every row struct is made while the parent's body
//   runs, in the order written (Swift evaluates the builder's arguments left to right; rules §2.6: each parent body
//   builds its children again, initialisers included).
// - A row whose new value equals the old one does not run its body (rules §2.1-§2.3, §2.7); @State compares its
//   initial value, not the live one (rules §2.5), so CounterRow stays equal across the parent's renders.
// - CounterRow's own @State change runs only CounterRow's body: the parent never read `presses` (rules §3.5). The row
//   keeps its state across parent renders because it keeps its place in the list (rules §1.1; Apple `state`).
// - At mount several rows are new and the order of their first bodies is not specified, so only CounterRow prints
//   from its body.
import SwiftUI

struct InfoRow: View {
    let title: String
    let detail: String

    init(title: String, detail: String) {
        self.title = title
        self.detail = detail
        print("InfoRow init \(title)")
    }

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(detail)
                .foregroundStyle(.secondary)
        }
    }
}

struct CounterRow: View {
    @State private var presses = 0

    init() {
        print("CounterRow init")
    }

    var body: some View {
        let _ = print("CounterRow body, presses \(presses)")
        Button("Pressed \(presses) times") {
            presses += 1
        }
    }
}

struct SettingsScreen: View {
    @State private var syncs = 0

    var body: some View {
        let _ = print("SettingsScreen body, syncs \(syncs)")
        List {
            Text("Signed in")
            InfoRow(title: "Account", detail: "kim@example.com")
            InfoRow(title: "Storage", detail: "12 GB")
            CounterRow()
            Button("Sync now (\(syncs))") {
                syncs += 1
            }
        }
    }
}

:mount SettingsScreen()
// expect: SettingsScreen body, syncs 0
// expect: InfoRow init Account
// expect: InfoRow init Storage
// expect: CounterRow init
// expect: CounterRow body, presses 0
:tap "Pressed 0 times"
// expect: CounterRow body, presses 1
:tap "Sync now (0)"
// expect: SettingsScreen body, syncs 1
// expect: InfoRow init Account
// expect: InfoRow init Storage
// expect: CounterRow init
:tap "Pressed 1 times"
// expect: CounterRow body, presses 2
:tap "Sync now (1)"
// expect: SettingsScreen body, syncs 2
// expect: InfoRow init Account
// expect: InfoRow init Storage
// expect: CounterRow init
:tap "Pressed 2 times"
// expect: CounterRow body, presses 3
