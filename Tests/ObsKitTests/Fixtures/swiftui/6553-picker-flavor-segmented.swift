// Apple docs `Picker` (the Flavor example: enum CaseIterable, explicit .tag per option) with .pickerStyle(.segmented).
// Choosing an option writes its tag into the selection binding (Apple `picker`, rules §15.5); the body reads the
// selection, so it runs once per change, then `onChange` gets old and new values (Apple `view/onchange(of:initial:_:)`).
// Choosing the option already selected writes an equal value, which @State ignores: no body, no onChange
// (rules §3.4). The button's write goes through the same state.
import SwiftUI

enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

struct FlavorPicker: View {
    @State private var selectedFlavor: Flavor = .chocolate

    var body: some View {
        let _ = print("body: \(selectedFlavor.rawValue)")
        VStack {
            Picker("Flavor", selection: $selectedFlavor) {
                Text("Chocolate").tag(Flavor.chocolate)
                Text("Vanilla").tag(Flavor.vanilla)
                Text("Strawberry").tag(Flavor.strawberry)
            }
            .pickerStyle(.segmented)
            Text("Selected flavor: \(selectedFlavor.rawValue)")
            Button("Back to Chocolate") {
                selectedFlavor = .chocolate
            }
        }
        .onChange(of: selectedFlavor) { oldValue, newValue in
            print("flavor \(oldValue.rawValue) -> \(newValue.rawValue)")
        }
    }
}

:mount FlavorPicker()
// expect: body: chocolate
:pick "Vanilla" in "Flavor"
// expect: body: vanilla
// expect: flavor chocolate -> vanilla
:pick "Vanilla" in "Flavor"
:pick "Strawberry" in "Flavor"
// expect: body: strawberry
// expect: flavor vanilla -> strawberry
:tap "Back to Chocolate"
// expect: body: chocolate
// expect: flavor strawberry -> chocolate
:tap "Back to Chocolate"
