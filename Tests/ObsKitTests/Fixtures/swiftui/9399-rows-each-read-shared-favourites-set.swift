// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2023/10160/ (rows that each read a shared favourites set all update when one dog is starred; rows that read their own dog's `isFavorite` update alone)
// "Demystify SwiftUI performance" (WWDC23): a view's dependencies are what its body reads, and a dependency that
// many views share makes all of them update when it changes; narrow the dependency to what each view needs. With
// Observation ("Discover Observation in SwiftUI", https://developer.apple.com/videos/play/wwdc2023/10149/) a row
// that reads `kennel.favoriteIDs` depends on the whole set, so inserting one id re-runs every row; a row that reads
// `dog.isFavorite` depends only on its own dog. Each row's body notes its dog in a log, and the script prints the
// log sorted after each step, so the output does not depend on the order in which SwiftUI updates sibling rows.
// - Shared set: starring Rex re-runs all three rows (the kennel's body reads no favourites, so it does not run).
// - Per-dog property: starring Rex re-runs Rex's row only.
import SwiftUI

var rowsThatRan: [String] = []

func reportRows() {
    print("rows that ran: \(rowsThatRan.sorted().joined(separator: ", "))")
    rowsThatRan.removeAll()
}

@Observable
final class Dog: Identifiable {
    let id: String
    var isFavorite = false

    init(id: String) { self.id = id }
}

@Observable
final class Kennel {
    var dogs = [Dog(id: "Fido"), Dog(id: "Rex"), Dog(id: "Spot")]
    var favoriteIDs: Set<String> = []
}

struct SharedSetRow: View {
    let kennel: Kennel
    let dog: Dog

    var body: some View {
        let _ = rowsThatRan.append(dog.id)
        HStack {
            Text(kennel.favoriteIDs.contains(dog.id) ? "★ \(dog.id)" : dog.id)
            Button("Star \(dog.id)") { kennel.favoriteIDs.insert(dog.id) }
        }
    }
}

struct SharedSetKennel: View {
    @State private var kennel = Kennel()

    var body: some View {
        VStack {
            ForEach(kennel.dogs) { dog in
                SharedSetRow(kennel: kennel, dog: dog)
            }
        }
    }
}

struct OwnFlagRow: View {
    let dog: Dog

    var body: some View {
        let _ = rowsThatRan.append(dog.id)
        HStack {
            Text(dog.isFavorite ? "★ \(dog.id)" : dog.id)
            Button("Star \(dog.id)") { dog.isFavorite = true }
        }
    }
}

struct OwnFlagKennel: View {
    @State private var kennel = Kennel()

    var body: some View {
        VStack {
            ForEach(kennel.dogs) { dog in
                OwnFlagRow(dog: dog)
            }
        }
    }
}

:mount SharedSetKennel()
reportRows()
// expect: rows that ran: Fido, Rex, Spot
:tap "Star Rex"
reportRows()
// expect: rows that ran: Fido, Rex, Spot
:mount OwnFlagKennel()
reportRows()
// expect: rows that ran: Fido, Rex, Spot
:tap "Star Rex"
reportRows()
// expect: rows that ran: Rex
