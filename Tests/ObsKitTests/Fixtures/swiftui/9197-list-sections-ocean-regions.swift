// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/list (a sectioned list: ForEach over regions, a Section per region, ForEach over its seas)
// Apple's List page groups seas by ocean region: an outer ForEach makes one Section per region with a header
// text, and an inner ForEach makes the rows. The list takes a selection binding; the rows of the inner
// ForEach are tagged with their seas' ids, so tapping a sea selects it, wherever its section is.
// The header texts are not rows: they can't be selected.
import SwiftUI

struct Sea: Hashable, Identifiable {
    let name: String
    let id = UUID()
}

struct OceanRegion: Identifiable {
    let name: String
    let seas: [Sea]
    let id = UUID()
}

struct SeasView: View {
    private let oceanRegions: [OceanRegion] = [
        OceanRegion(name: "Pacific", seas: [Sea(name: "Australasian Mediterranean"), Sea(name: "Philippine"), Sea(name: "Coral")]),
        OceanRegion(name: "Atlantic", seas: [Sea(name: "American Mediterranean"), Sea(name: "Sargasso"), Sea(name: "Caribbean")]),
        OceanRegion(name: "Indian", seas: [Sea(name: "Bay of Bengal")]),
    ]
    @State private var singleSelection: UUID?

    var body: some View {
        NavigationView {
            List(selection: $singleSelection) {
                ForEach(oceanRegions) { region in
                    Section(header: Text("Major \(region.name) Ocean Seas")) {
                        ForEach(region.seas) { sea in
                            Text(sea.name)
                        }
                    }
                }
            }
            .navigationTitle("Oceans")
            .onChange(of: singleSelection) { _, newValue in
                let seas = oceanRegions.flatMap(\.seas)
                print("selected", seas.first { $0.id == newValue }?.name ?? "nothing")
            }
        }
    }
}

:mount SeasView()
:tap "Sargasso"
// expect: selected Sargasso
:tap "Bay of Bengal"
// expect: selected Bay of Bengal
:tap "Coral"
// expect: selected Coral
