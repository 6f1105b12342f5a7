// forms and editing style: one fix of 10348: the presenter reads the selection in its body, so the tap runs its body first and the sheet's draft starts from the pet that was tapped; the draft then changes only the editor (rules §3.5, §3.2)
import SwiftUI

struct Pet: Identifiable, Equatable {
    let id: Int
    var name: String
}

struct PetEditor: View {
    @State private var draft: Pet

    init(pet: Pet) {
        _draft = State(initialValue: pet)
        print("PetEditor init \(pet.name)")
    }

    var body: some View {
        let _ = print("PetEditor body: \(draft.name)")
        TextField("Name", text: $draft.name)
    }
}

struct PetsView: View {
    @State private var pets = [Pet(id: 1, name: "Rex"), Pet(id: 2, name: "Tom")]
    @State private var selected = Pet(id: 0, name: "none")
    @State private var showEditor = false

    var body: some View {
        let _ = print("PetsView body: selected \(selected.name)")
        List {
            ForEach(pets) { pet in
                Button(pet.name) {
                    selected = pet
                    showEditor = true
                }
            }
        }
        .sheet(isPresented: $showEditor) {
            PetEditor(pet: selected)
        }
    }
}

:mount PetsView()
// expect: PetsView body: selected none
:tap "Tom"
// expect: PetsView body: selected Tom
// expect: PetEditor init Tom
// expect: PetEditor body: Tom
:type "!" into "Name"
// expect: PetEditor body: Tom!
:dismiss
:tap "Rex"
// expect: PetsView body: selected Rex
// expect: PetEditor init Rex
// expect: PetEditor body: Rex
