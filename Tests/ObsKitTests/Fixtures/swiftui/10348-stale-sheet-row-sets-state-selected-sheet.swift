// forms and editing style, PITFALL on purpose: the stale sheet: a row sets @State selected and the sheet flag, the presenter's body never read selected, so the sheet's closure from the last update builds the editor's draft from the old value; the read inside the sheet then ties the presenter to selected, and the next tap works (rules §3.5 "The stale sheet", §3.2)
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
        let _ = print("PetsView body")
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
// expect: PetsView body
:tap "Tom"
// expect: PetEditor init none
// expect: PetEditor body: none
:dismiss
:tap "Rex"
// expect: PetsView body
// expect: PetEditor init Rex
// expect: PetEditor body: Rex
