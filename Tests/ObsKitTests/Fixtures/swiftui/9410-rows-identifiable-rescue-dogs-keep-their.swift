// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2021/10022/ (rows of Identifiable rescue dogs keep their @State with their dog when the array is sorted; a dog removed and added back with the same id starts over)
// "Demystify SwiftUI" (WWDC21): ForEach uses each element's id as the row's explicit identity, so when the data
// moves the rows move with it, and their state with them; when an id leaves the collection its view's lifetime ends
// and its state is gone, so an element added back later is a new view with fresh state.
// - Treat Luna twice, Max once; sort by age (Max, Luna, Bella): treating Luna gives 3, Max 2.
// - Remove Luna and add her back (same id): her row starts again from 0, so a treat gives 1.
import SwiftUI

struct RescueDog: Identifiable {
    let id: Int
    let name: String
    let age: Int
}

struct RescueDogRow: View {
    let dog: RescueDog
    @State private var treats = 0

    var body: some View {
        Button("Treat \(dog.name)") {
            treats += 1
            print("\(dog.name) has had \(treats) treats")
        }
    }
}

struct RescueList: View {
    @State private var dogs = [
        RescueDog(id: 1, name: "Luna", age: 5),
        RescueDog(id: 2, name: "Max", age: 2),
        RescueDog(id: 3, name: "Bella", age: 8),
    ]

    var body: some View {
        VStack {
            ForEach(dogs) { dog in
                RescueDogRow(dog: dog)
            }
            Button("Sort by age") { dogs.sort { $0.age < $1.age } }
            Button("Adopt Luna") { dogs.removeAll { $0.id == 1 } }
            Button("Luna returns") { dogs.append(RescueDog(id: 1, name: "Luna", age: 5)) }
        }
    }
}

:mount RescueList()
:tap "Treat Luna"
// expect: Luna has had 1 treats
:tap "Treat Luna"
// expect: Luna has had 2 treats
:tap "Treat Max"
// expect: Max has had 1 treats
:tap "Sort by age"
:tap "Treat Luna"
// expect: Luna has had 3 treats
:tap "Treat Max"
// expect: Max has had 2 treats
:tap "Adopt Luna"
:tap "Luna returns"
:tap "Treat Luna"
// expect: Luna has had 1 treats
