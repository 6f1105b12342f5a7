// SwiftUI from a tutorial pattern: https://www.hackingwithswift.com/books/ios-swiftui/creating-custom-bindings-in-swiftui (Instafilter's custom-binding idea in the form learners package it: a Binding extension `onChange(_:)` that wraps a binding so that every write also calls a handler, used to re-apply the filter when the intensity control moves)
// The extension returns `Binding(get: { wrappedValue }, set: { wrappedValue = $0; handler($0) })` (Apple:
// Binding.init(get:set:)): the control writes the state, then the handler runs, in the same action. The body reads
// `intensity` in the Stepper's label, so it runs after each press, after the handler has printed. A plain
// assignment in a Button bypasses the wrapper, so the handler does not run for it.
// - Up twice, down once: the handler and the body each time. "Reset": only the body.
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

struct FilterControls: View {
    @State private var intensity = 5

    var body: some View {
        let _ = print("body: intensity \(intensity)")
        VStack {
            Stepper("Intensity: \(intensity)", value: $intensity.onChange(applyProcessing), in: 0...10)
            Button("Reset") {
                intensity = 0
            }
        }
    }

    func applyProcessing(_ value: Int) {
        print("applying filter at \(value)")
    }
}

:mount FilterControls()
// expect: body: intensity 5
:step "Intensity: 5" up
// expect: applying filter at 6
// expect: body: intensity 6
:step "Intensity: 6" up
// expect: applying filter at 7
// expect: body: intensity 7
:step "Intensity: 7" down
// expect: applying filter at 6
// expect: body: intensity 6
:tap "Reset"
// expect: body: intensity 0
