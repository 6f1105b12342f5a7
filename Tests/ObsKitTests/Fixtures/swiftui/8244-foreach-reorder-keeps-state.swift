// SwiftUI from Apple's documentation: ForEach rows identified by id keep their @State when the data is reordered
// Apple, WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022/): views from a ForEach over
// Identifiable data "use the identity of the data that you provide to scope the lifetime of the views associated to it."
// Apple, ForEach init(_:content:) (https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)): "Creates an
// instance that uniquely identifies and creates views across updates based on the identity of the underlying data."
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
    @State private var pets = [Pet(id: "Rex"), Pet(id: "Bella"), Pet(id: "Milo")]
    var body: some View {
        VStack {
            Button("Reverse") { pets.reverse() }
            ForEach(pets) { pet in
                PetRow(pet: pet)
            }
        }
    }
}

:mount PetList()
:tap "Treat Bella"
:tap "Treat Rex"
:tap "Treat Rex"
:tap "Reverse"
:tap "Treat Rex"
:tap "Treat Bella"
:tap "Treat Milo"
// expect: Bella treats 1
// expect: Rex treats 1
// expect: Rex treats 2
// expect: Rex treats 3
// expect: Bella treats 2
// expect: Milo treats 1
