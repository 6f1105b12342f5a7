// SwiftUI from Apple's documentation: with indices as ids, a row's state stays with its position, not with its element
// Apple, WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022/): "By using the indices, views
// are now identified by the position of their respective pet in the collection. If I decide I have a new first favorite
// pet, all the other pets will change their identity"; "the persistence of your state is tied to the lifetime of your
// views."
import SwiftUI

struct PetRow: View {
    let name: String
    @State private var pats = 0
    var body: some View {
        Button("Pat \(name)") {
            pats += 1
            print("\(name) pats \(pats)")
        }
    }
}

struct FavoritePets: View {
    @State private var pets = ["Rex", "Bella"]
    var body: some View {
        VStack {
            Button("New first favorite") { pets.insert("Luna", at: 0) }
            ForEach(pets.indices, id: \.self) { index in
                PetRow(name: pets[index])
            }
        }
    }
}

:mount FavoritePets()
:tap "Pat Rex"
:tap "Pat Rex"
:tap "New first favorite"
:tap "Pat Luna"
:tap "Pat Rex"
// expect: Rex pats 1
// expect: Rex pats 2
// expect: Luna pats 3
// expect: Rex pats 1
