// Hacking with Swift's Binding extension that runs a handler when a control writes the binding
// (`$sortOrder.onChange(sortChanged)`), used on a Picker.
// What SwiftUI does: the Picker writes its selection through the binding it was given (Apple, Picker:
// https://developer.apple.com/documentation/swiftui/picker; rules §15.5 for the ForEach options' tags). The
// extension's `set` stores the value (a @State write, queued, rules §0.3) and then calls the handler at once, so
// the handler prints before the body that the write causes runs at the next update (rules §10.1).
import SwiftUI

extension Binding {
    func onChange(_ handler: @escaping (Value) -> Void) -> Binding<Value> {
        Binding(
            get: { self.wrappedValue },
            set: { newValue in
                self.wrappedValue = newValue
                handler(newValue)
            }
        )
    }
}

enum SortOrder: String, CaseIterable, Identifiable {
    case name, date, size
    var id: Self { self }
}

struct FileBrowser: View {
    @State private var sortOrder = SortOrder.name

    var body: some View {
        let _ = print("FileBrowser body, sorted by \(sortOrder.rawValue)")
        Form {
            Picker("Sort by", selection: $sortOrder.onChange(sortChanged)) {
                ForEach(SortOrder.allCases) { order in
                    Text(order.rawValue.capitalized).tag(order)
                }
            }
        }
    }

    func sortChanged(to order: SortOrder) {
        print("sort changed to \(order.rawValue)")
    }
}

:mount FileBrowser()
// expect: FileBrowser body, sorted by name
:pick "Date" in "Sort by"
// expect: sort changed to date
// expect: FileBrowser body, sorted by date
:pick "Size" in "Sort by"
// expect: sort changed to size
// expect: FileBrowser body, sorted by size
