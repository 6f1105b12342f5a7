// WWDC21 "Demystify SwiftUI" style: ForEach with stable identifiers versus ForEach over indices; inserting at the front moves state with the data only when ids are stable.
// Each ForEach row is known by its id (WWDC21 "Demystify SwiftUI": "a stable identifier"; Apple `foreach`; rules
// §1.2). With Identifiable ids, inserting Bella at the front makes one new row (it appears) and Rex keeps his row,
// his @State and his treats. With `indices` as ids, the row known as 0 now shows Bella but keeps the treats that
// Rex earned, and a new row 1 appears showing Rex with fresh state (rules §1.2, §11.1). The row's action reads
// `dog` from the value its last body saw and `treats` from the live state.
// Each demo is its own root, with one row at mount (so no sibling appearance order is assumed).
import SwiftUI

struct RescueDog: Identifiable {
    let id: Int
    let name: String
}

struct DogRow: View {
    let dog: RescueDog
    @State private var treats = 0

    var body: some View {
        Button("\(dog.name) treats \(treats)") {
            treats += 1
            print("\(dog.name) treats -> \(treats)")
        }
        .onAppear { print("\(dog.name) row appeared") }
    }
}

struct StableKennel: View {
    @State private var dogs = [RescueDog(id: 1, name: "Rex")]

    var body: some View {
        VStack {
            Button("Add Bella") { dogs.insert(RescueDog(id: 2, name: "Bella"), at: 0) }
            ForEach(dogs) { dog in
                DogRow(dog: dog)
            }
        }
    }
}

struct IndexKennel: View {
    @State private var dogs = [RescueDog(id: 1, name: "Rex")]

    var body: some View {
        VStack {
            Button("Add Bella") { dogs.insert(RescueDog(id: 2, name: "Bella"), at: 0) }
            ForEach(dogs.indices, id: \.self) { index in
                DogRow(dog: dogs[index])
            }
        }
    }
}

:mount StableKennel()
// expect: Rex row appeared
:tap "Rex treats 0"
// expect: Rex treats -> 1
:tap "Add Bella"
// expect: Bella row appeared
:tap "Rex treats 1"
// expect: Rex treats -> 2
:tap "Bella treats 0"
// expect: Bella treats -> 1
:mount IndexKennel()
// expect: Rex row appeared
:tap "Rex treats 0"
// expect: Rex treats -> 1
:tap "Add Bella"
// expect: Rex row appeared
:tap "Bella treats 1"
// expect: Bella treats -> 2
:tap "Rex treats 0"
// expect: Rex treats -> 1
