// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/foreach (when the ids are the indices, an element inserted at the front takes id 0: each row's state stays with its position, so the new pet inherits the first row's treats)
import SwiftUI

struct Pet {
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
    @State private var pets = [Pet(name: "Rex"), Pet(name: "Fido")]

    var body: some View {
        VStack {
            Button("Adopt") { pets.insert(Pet(name: "Luna"), at: 0) }
            ForEach(pets.indices, id: \.self) { index in
                PetRow(pet: pets[index])
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
// expect: Luna has 3 treats
// expect: Rex has 2 treats
// expect: Fido has 1 treats
