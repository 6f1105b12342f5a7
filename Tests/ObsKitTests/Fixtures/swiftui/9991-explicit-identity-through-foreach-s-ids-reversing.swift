// WWDC21 "Demystify SwiftUI" style: explicit identity through ForEach's ids: reversing the pets moves the rows with their @State treats, and as each row's value is unchanged no row body runs; renaming one pet runs only its row, which keeps its treats (rules §1.2, §2.3, §2.7, §3.2)
import SwiftUI

struct Pet: Identifiable {
    let id: Int
    var name: String
}

struct PetRow: View {
    let pet: Pet
    @State private var treats = 0

    var body: some View {
        let _ = print("PetRow body: \(pet.name) \(treats) treats")
        Button("Treat \(pet.name)") { treats += 1 }
    }
}

struct PetList: View {
    @State private var pets = [Pet(id: 1, name: "Rex"), Pet(id: 2, name: "Tom"), Pet(id: 3, name: "Bo")]

    var body: some View {
        let _ = print("PetList body: \(pets.map(\.name).joined(separator: " "))")
        VStack {
            ForEach(pets) { pet in
                PetRow(pet: pet)
            }
            Button("Reverse") { pets.reverse() }
            Button("Rename Rex") {
                if let index = pets.firstIndex(where: { $0.id == 1 }) {
                    pets[index].name = "Rexy"
                }
            }
        }
    }
}

:mount PetList()
// expect: PetList body: Rex Tom Bo
// expect: PetRow body: Rex 0 treats
// expect: PetRow body: Tom 0 treats
// expect: PetRow body: Bo 0 treats
:tap "Treat Rex"
// expect: PetRow body: Rex 1 treats
:tap "Reverse"
// expect: PetList body: Bo Tom Rex
:tap "Treat Rex"
// expect: PetRow body: Rex 2 treats
:tap "Rename Rex"
// expect: PetList body: Bo Tom Rexy
// expect: PetRow body: Rexy 2 treats
