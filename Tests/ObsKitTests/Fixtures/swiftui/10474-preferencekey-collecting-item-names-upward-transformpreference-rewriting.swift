// environment and custom wrappers style: a PreferenceKey collecting item names upward, with transformPreference rewriting what one group reports before it is combined with its siblings; a new item shown later extends the list (rules §15.23)
import SwiftUI

struct ItemNamesKey: PreferenceKey {
    static let defaultValue: [String] = []

    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value.append(contentsOf: nextValue())
    }
}

struct ItemTag: View {
    let name: String

    var body: some View {
        Text(name)
            .preference(key: ItemNamesKey.self, value: [name])
    }
}

struct Catalog: View {
    @State private var showExtras = false

    var body: some View {
        VStack {
            VStack {
                ItemTag(name: "bolt")
                ItemTag(name: "nut")
            }
            .transformPreference(ItemNamesKey.self) { names in
                names = names.map { "hw/" + $0 }
            }
            ItemTag(name: "glue")
            if showExtras {
                ItemTag(name: "tape")
            }
            Button("More") { showExtras = true }
        }
        .onPreferenceChange(ItemNamesKey.self) { names in
            print("names: \(names)")
        }
    }
}

:mount Catalog()
// expect: names: ["hw/bolt", "hw/nut", "glue"]
:tap "More"
// expect: names: ["hw/bolt", "hw/nut", "glue", "tape"]
