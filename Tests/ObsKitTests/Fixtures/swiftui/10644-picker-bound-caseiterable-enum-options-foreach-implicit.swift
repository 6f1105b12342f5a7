// HWS style: a Picker bound to a CaseIterable enum, options from ForEach with implicit tags (the id is the case itself); choosing runs the body, then onChange with old and new; choosing the same option again writes an equal value and runs nothing (rules §3.4, §15.5, §15.18)
import SwiftUI

enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry
    var id: Self { self }
}

struct ScoopPreview: View {
    let flavor: Flavor

    var body: some View {
        let _ = print("ScoopPreview body: \(flavor.rawValue)")
        Label(flavor.rawValue.capitalized, systemImage: "birthday.cake")
    }
}

struct FlavorPicker: View {
    @State private var flavor: Flavor = .vanilla

    var body: some View {
        let _ = print("FlavorPicker body: \(flavor.rawValue)")
        Form {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { option in
                    Text(option.rawValue.capitalized)
                }
            }
            .pickerStyle(.segmented)
            ScoopPreview(flavor: flavor)
        }
        .onChange(of: flavor) { oldValue, newValue in
            print("flavor \(oldValue.rawValue) -> \(newValue.rawValue)")
        }
    }
}

:mount FlavorPicker()
// expect: FlavorPicker body: vanilla
// expect: ScoopPreview body: vanilla
:pick "Chocolate" in "Flavor"
// expect: FlavorPicker body: chocolate
// expect: ScoopPreview body: chocolate
// expect: flavor vanilla -> chocolate
:pick "Chocolate" in "Flavor"
:pick "Strawberry" in "Flavor"
// expect: FlavorPicker body: strawberry
// expect: ScoopPreview body: strawberry
// expect: flavor chocolate -> strawberry
