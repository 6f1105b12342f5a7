// rules §15.5: a Picker whose options come from a ForEach tags each option with its element's id when it has no
// `.tag` of its own ("A ForEach automatically applies a default tag to each enumerated view using the id
// parameter of the corresponding element"); an explicit `.tag` wins. An option whose tag has another type than
// the selection matches nothing: choosing it changes nothing.
// Source: https://developer.apple.com/documentation/swiftui/picker ("Iterating over a picker's options"),
// https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:). The no-op on a mismatch is
// ObsREPL's choice (rules §15.5).
enum Flavor380: String, CaseIterable {
    case vanilla, mint
}

struct Cone380: Identifiable {
    let id: Int
    let name: String
}

struct Order380: View {
    let cones = [Cone380(id: 1, name: "Waffle"), Cone380(id: 2, name: "Sugar")]
    @State private var flavor = Flavor380.vanilla
    @State private var cone = "none"
    var body: some View {
        Picker("Flavor", selection: $flavor) {
            ForEach(Flavor380.allCases, id: \.self) { Text($0.rawValue) }
        }
        Picker("Cone", selection: $cone) {
            ForEach(cones) { Text($0.name) }
        }
        Button("Show") { print(flavor, cone) }
    }
}

:mount Order380()
:pick "mint" in "Flavor"
:pick "Sugar" in "Cone"
:tap "Show"

// expect: mint none
