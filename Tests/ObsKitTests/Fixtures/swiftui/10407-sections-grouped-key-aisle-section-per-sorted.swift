// Apple List docs style: sections grouped by a key (the aisle), one Section per sorted key with its items passed by value as an Equatable array; adding to an aisle runs only that aisle's section, moving an item runs both, and a new key adds a section (rules §2.3, §2.7, §1.2, §8.3)
import SwiftUI

struct Snack: Identifiable, Equatable {
    let id: Int
    let name: String
    var aisle: String
}

@Observable
final class Pantry {
    var snacks = [
        Snack(id: 1, name: "Chips", aisle: "Salty"),
        Snack(id: 2, name: "Gummies", aisle: "Sweet"),
        Snack(id: 3, name: "Cookies", aisle: "Sweet"),
    ]
    @ObservationIgnored private var nextID = 4

    var aisles: [String] { Set(snacks.map(\.aisle)).sorted() }

    func snacks(in aisle: String) -> [Snack] { snacks.filter { $0.aisle == aisle } }

    func add(_ name: String, to aisle: String) {
        snacks.append(Snack(id: nextID, name: name, aisle: aisle))
        nextID += 1
    }

    func move(_ name: String, to aisle: String) {
        if let index = snacks.firstIndex(where: { $0.name == name }) {
            snacks[index].aisle = aisle
        }
    }
}

struct AisleSection: View {
    let aisle: String
    let snacks: [Snack]

    var body: some View {
        let _ = print("AisleSection body: \(aisle) \(snacks.map(\.name).joined(separator: ","))")
        Section(aisle) {
            ForEach(snacks) { snack in
                Text(snack.name)
            }
        }
    }
}

struct PantryView: View {
    @State private var pantry = Pantry()

    var body: some View {
        let _ = print("PantryView body: \(pantry.aisles.joined(separator: ","))")
        List {
            ForEach(pantry.aisles, id: \.self) { aisle in
                AisleSection(aisle: aisle, snacks: pantry.snacks(in: aisle))
            }
            Button("Add Pretzels") { pantry.add("Pretzels", to: "Salty") }
            Button("Chips to Sweet") { pantry.move("Chips", to: "Sweet") }
            Button("Add Nuts") { pantry.add("Nuts", to: "Bulk") }
        }
    }
}

:mount PantryView()
// expect: PantryView body: Salty,Sweet
// expect: AisleSection body: Salty Chips
// expect: AisleSection body: Sweet Gummies,Cookies
:tap "Add Pretzels"
// expect: PantryView body: Salty,Sweet
// expect: AisleSection body: Salty Chips,Pretzels
:tap "Chips to Sweet"
// expect: PantryView body: Salty,Sweet
// expect: AisleSection body: Salty Pretzels
// expect: AisleSection body: Sweet Chips,Gummies,Cookies
:tap "Add Nuts"
// expect: PantryView body: Bulk,Salty,Sweet
// expect: AisleSection body: Bulk Nuts
