// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/foreach (ForEach over Identifiable data with stable ids: inserting an element at the front gives it a new row, and each existing row keeps the state of its own element)
import SwiftUI

struct Pet: Identifiable {
    let id: Int
    let name: String
}

struct PetRow: View {
    let pet: Pet
    @State private var treats = 0

    var body: some View {
        Button("Treat \(pet.name)") {
            treats += 1
            print("\(pet.name) has \(treats) treats")
        }
    }
}

struct PetList: View {
    @State private var pets = [Pet(id: 1, name: "Rex"), Pet(id: 2, name: "Fido")]

    var body: some View {
        VStack {
            Button("Adopt") { pets.insert(Pet(id: 3, name: "Luna"), at: 0) }
            ForEach(pets) { pet in
                PetRow(pet: pet)
            }
        }
    }
}

:mount PetList()
:tap "Treat Rex"
:tap "Treat Rex"
:tap "Treat Fido"
print("-- adopt")
:tap "Adopt"
:tap "Treat Luna"
:tap "Treat Rex"
:tap "Treat Fido"
// expect: Rex has 1 treats
// expect: Rex has 2 treats
// expect: Fido has 1 treats
// expect: -- adopt
// expect: Luna has 1 treats
// expect: Rex has 3 treats
// expect: Fido has 2 treats
