// Pet list identified by name (`ForEach(pets, id: \.name)`), each row keeping a "favourite" flag in @State; WWDC21's
// "Demystify SwiftUI" asks for identifiers that are unique and stable, and a name that can be edited is not stable;
// own code.
// What SwiftUI does: a ForEach row is known by its id (rules §1.2). Renaming a pet changes its id: the old row dies
// and a new row is made, so the favourite mark is lost. Changing another field of a pet keeps its id: the row keeps
// its node and state, and runs because its value differs (rules §2.7).
// Sources: rules §1.2, §2.7; WWDC21 "Demystify SwiftUI" https://developer.apple.com/videos/play/wwdc2021/10022/;
// Apple https://developer.apple.com/documentation/swiftui/foreach
import SwiftUI

struct PetEntry {
    var name: String
    var species: String
}

struct FavoritePetRow: View {
    let pet: PetEntry
    @State private var isFavorite = false

    var body: some View {
        let _ = print("FavoritePetRow body: \(pet.name) (\(pet.species)), favorite \(isFavorite)")
        Button(isFavorite ? "\(pet.name) ★" : pet.name) { isFavorite.toggle() }
    }
}

struct PetNameListView: View {
    @State private var pets = [
        PetEntry(name: "Biscuit", species: "Dog"),
        PetEntry(name: "Pepper", species: "Cat"),
    ]

    var body: some View {
        let _ = print("PetNameListView body")
        VStack {
            List {
                ForEach(pets, id: \.name) { pet in
                    FavoritePetRow(pet: pet)
                }
            }
            Button("Rename Biscuit") { pets[0].name = "Mochi" }
            Button("Pepper Is A Kitten") { pets[1].species = "Kitten" }
        }
    }
}

:mount PetNameListView()
// expect: PetNameListView body
// expect: FavoritePetRow body: Biscuit (Dog), favorite false
// expect: FavoritePetRow body: Pepper (Cat), favorite false
:tap "Biscuit"
// expect: FavoritePetRow body: Biscuit (Dog), favorite true
:tap "Pepper"
// expect: FavoritePetRow body: Pepper (Cat), favorite true
:tap "Rename Biscuit"
// expect: PetNameListView body
// expect: FavoritePetRow body: Mochi (Dog), favorite false
:tap "Pepper Is A Kitten"
// expect: PetNameListView body
// expect: FavoritePetRow body: Pepper (Kitten), favorite true
