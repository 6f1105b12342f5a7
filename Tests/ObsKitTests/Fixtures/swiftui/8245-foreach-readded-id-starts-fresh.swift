// SwiftUI from Apple's documentation: a ForEach row removed and later added back with the same id starts from its initial state
// Apple, WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022/): "Once the identity of the
// view changes or the view is removed, its lifetime ends"; "At the beginning of a view's identity, when it's created for
// the first time, SwiftUI is going to allocate storage in memory for State and StateObject using their initial values."
import SwiftUI

struct Pet: Identifiable {
    let id: String
}

struct PetRow: View {
    let pet: Pet
    @State private var treats = 0
    var body: some View {
        Button("Treat \(pet.id)") {
            treats += 1
            print("\(pet.id) treats \(treats)")
        }
    }
}

struct PetList: View {
    @State private var pets = [Pet(id: "Rex"), Pet(id: "Bella")]
    var body: some View {
        VStack {
            Button("Remove Bella") { pets.removeAll { $0.id == "Bella" } }
            Button("Add Bella") { pets.append(Pet(id: "Bella")) }
            ForEach(pets) { pet in
                PetRow(pet: pet)
            }
        }
    }
}

:mount PetList()
:tap "Treat Bella"
:tap "Treat Bella"
:tap "Treat Rex"
:tap "Remove Bella"
:tap "Add Bella"
:tap "Treat Bella"
:tap "Treat Rex"
// expect: Bella treats 1
// expect: Bella treats 2
// expect: Rex treats 1
// expect: Bella treats 1
// expect: Rex treats 2
