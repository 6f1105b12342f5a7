// Apple docs `AppStorage` (`init(wrappedValue:_:store:)` for a String-backed RawRepresentable): a Picker writes an enum to a key; a view shown later reads the stored value, not its default.
// The picker stores the enum's raw value under "library.sort" (Apple `appstorage`). While the summary is hidden, nothing
// on screen reads the key, so the pick prints nothing. When the summary appears it reads the stored "date", not its
// declared default `.name` (the default is used only while the key has no value, rules §15.14); while it is on screen a
// new pick runs its body again. Hiding it and showing it again makes a new view that reads the stored value again.
import SwiftUI

enum SortOrder: String {
    case name, date
}

struct SortPicker: View {
    @AppStorage("library.sort") private var order: SortOrder = .name

    var body: some View {
        Picker("Sort", selection: $order) {
            Text("Name").tag(SortOrder.name)
            Text("Date").tag(SortOrder.date)
        }
    }
}

struct SortSummary: View {
    @AppStorage("library.sort") private var order: SortOrder = .name

    var body: some View {
        let _ = print("summary sees \(order.rawValue)")
        Text("Sorted by \(order.rawValue)")
    }
}

struct LibraryScreen: View {
    @State private var showSummary = false

    var body: some View {
        VStack {
            SortPicker()
            Button(showSummary ? "Hide summary" : "Show summary") { showSummary.toggle() }
            Button("Check") { print("stored: \(UserDefaults.standard.string(forKey: "library.sort") ?? "nil")") }
            if showSummary {
                SortSummary()
            }
        }
    }
}

:mount LibraryScreen()
:pick "Date" in "Sort"
:tap "Check"
// expect: stored: date
:tap "Show summary"
// expect: summary sees date
:pick "Name" in "Sort"
// expect: summary sees name
:tap "Hide summary"
:tap "Show summary"
// expect: summary sees name
