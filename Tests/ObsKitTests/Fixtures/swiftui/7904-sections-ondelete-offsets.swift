// Two sections, each with its own ForEach and onDelete. A swipe calls the onDelete of the ForEach the row belongs
// to, with offsets into *that* ForEach's data, not positions in the whole list (rules §15.2; Apple
// `dynamicviewcontent/ondelete(perform:)`: "the indices of the items to delete"). The shelter's body reads both
// arrays, so each delete re-runs it once (§3.5, §10.1).
import SwiftUI

struct Pet: Identifiable {
    let id: Int
    let name: String
}

struct Shelter: View {
    @State private var cats = [Pet(id: 1, name: "Tom"), Pet(id: 2, name: "Kit")]
    @State private var dogs = [Pet(id: 3, name: "Rex"), Pet(id: 4, name: "Fido"), Pet(id: 5, name: "Max")]

    var body: some View {
        let _ = print("shelter: \(cats.map(\.name)) \(dogs.map(\.name))")
        List {
            Section("Cats") {
                ForEach(cats) { Text($0.name) }
                    .onDelete { offsets in
                        print("cats delete \(Array(offsets))")
                        cats.remove(atOffsets: offsets)
                    }
            }
            Section("Dogs") {
                ForEach(dogs) { Text($0.name) }
                    .onDelete { offsets in
                        print("dogs delete \(Array(offsets))")
                        dogs.remove(atOffsets: offsets)
                    }
            }
        }
    }
}

:mount Shelter()
// expect: shelter: ["Tom", "Kit"] ["Rex", "Fido", "Max"]
:delete "Max"
// expect: dogs delete [2]
// expect: shelter: ["Tom", "Kit"] ["Rex", "Fido"]
:delete "Kit"
// expect: cats delete [1]
// expect: shelter: ["Tom"] ["Rex", "Fido"]
:delete "Rex"
// expect: dogs delete [0]
// expect: shelter: ["Tom"] ["Fido"]
