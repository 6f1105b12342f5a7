// Q (Stack Overflow style): "didSet on a @State property isn't called when a Toggle changes it"
// "`@State private var showArchived = false { didSet { ... } }` — my didSet runs when a Button sets the
// property, but never when the user flips the Toggle bound to `$showArchived`."
// Accepted answer: didSet belongs to the view's property setter. A Button action that assigns `showArchived`
// goes through that setter; the Toggle writes through the Binding, straight into State's storage, so the
// property's observers never run. Use `onChange(of:)` to react to every change. Also: Swift runs didSet for every
// assignment, even an equal one, but an equal @State write is ignored by SwiftUI (rules §3.4): no body, no
// onChange. A read outside the body (in didSet) gives the live value (rules §3.4). onChange runs after the body
// that sees the new value (Apple: the action runs when the value changes).
// Source: rules §3.4, §9.1; Apple `binding` (https://developer.apple.com/documentation/swiftui/binding),
// `view/onchange(of:initial:_:)`; The Swift Programming Language, "Property Observers".
import SwiftUI

struct FiltersView: View {
    @State private var showArchived = false {
        didSet { print("didSet: showArchived = \(showArchived)") }
    }

    var body: some View {
        let _ = print("FiltersView body: showArchived \(showArchived)")
        Form {
            Toggle("Show archived", isOn: $showArchived)
            Button("Archive view") { showArchived = true }
            Button("Reset") { showArchived = false }
        }
        .onChange(of: showArchived) { oldValue, newValue in
            print("onChange: \(oldValue) -> \(newValue)")
        }
    }
}

:mount FiltersView()
// expect: FiltersView body: showArchived false
:toggle "Show archived"
// expect: FiltersView body: showArchived true
// expect: onChange: false -> true
:tap "Reset"
// expect: didSet: showArchived = false
// expect: FiltersView body: showArchived false
// expect: onChange: true -> false
:tap "Reset"
// expect: didSet: showArchived = false
:tap "Archive view"
// expect: didSet: showArchived = true
// expect: FiltersView body: showArchived true
// expect: onChange: false -> true
