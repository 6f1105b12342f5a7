// Apple docs `View/tag(_:includeOptional:)` with a Picker over an optional selection: plain enum tags, plus a "None" option tagged Flavor?.none.
// Apple's page: `tag(_:includeOptional:)` (default true) also writes the tag for `Optional<V>`, so plain `Flavor`
// tags match a `Flavor?` selection and choosing one stores `.some(flavor)` (rules §15.18). The "None" row's tag is
// the optional's nil, which clears the selection. The body reads the selection; onChange reports both values
// (rules §3.5, Apple `view/onchange(of:initial:_:)`).
import SwiftUI

enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

struct OptionalFlavorPicker: View {
    @State private var favorite: Flavor? = nil

    private func describe(_ flavor: Flavor?) -> String {
        flavor?.rawValue ?? "none"
    }

    var body: some View {
        let _ = print("body: favorite \(describe(favorite))")
        Form {
            Picker("Favorite", selection: $favorite) {
                Text("None").tag(Flavor?.none)
                Text("Chocolate").tag(Flavor.chocolate)
                Text("Vanilla").tag(Flavor.vanilla)
                Text("Strawberry").tag(Flavor.strawberry)
            }
            .pickerStyle(.inline)
            if let favorite {
                Text("You like \(favorite.rawValue)")
            }
        }
        .onChange(of: favorite) { oldValue, newValue in
            print("favorite \(describe(oldValue)) -> \(describe(newValue))")
        }
    }
}

:mount OptionalFlavorPicker()
// expect: body: favorite none
:pick "Vanilla" in "Favorite"
// expect: body: favorite vanilla
// expect: favorite none -> vanilla
:pick "Strawberry" in "Favorite"
// expect: body: favorite strawberry
// expect: favorite vanilla -> strawberry
:pick "None" in "Favorite"
// expect: body: favorite none
// expect: favorite strawberry -> none
:pick "None" in "Favorite"
