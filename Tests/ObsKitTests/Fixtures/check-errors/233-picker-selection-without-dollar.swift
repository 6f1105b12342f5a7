// Check error: Picker's selection given the @State value instead of its binding
import SwiftUI

enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry
    var id: Self { self }
}

struct FlavorPicker: View {
    @State private var flavor: Flavor = .vanilla

    var body: some View {
        VStack {
            Picker("Flavor", selection: flavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized).tag(flavor)
                }
            }
            Text("You chose \(flavor.rawValue)")
        }
    }
}

:mount FlavorPicker()
// expect-error: cannot convert value 'flavor' of type 'Flavor' to expected type 'Binding<Flavor>', use wrapper instead
