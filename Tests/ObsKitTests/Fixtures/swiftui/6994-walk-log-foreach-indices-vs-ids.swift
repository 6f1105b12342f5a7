// Dog walks: the same log listed twice, once by index (`ForEach(walks.indices, id: \.self)`) and once by the
// walks' own stable ids; each row keeps a star count in @State. WWDC21's "Demystify SwiftUI" warns that an index is
// not a stable identity; own code.
// What SwiftUI does: a ForEach row is known by its id (rules §1.2). Inserting a walk at the front shifts every index:
// the index rows keep their nodes and @State by position, so the stars stay at index 0 and now sit on the new dog,
// and each index row gets a new dog (its value differs, its body runs) and the last index is a new row. By id, only
// the new walk makes a row; the others are handed equal values and skip their bodies (rules §2.7).
// Sources: rules §1.2, §2.6, §2.7; WWDC21 "Demystify SwiftUI" https://developer.apple.com/videos/play/wwdc2021/10022/
import SwiftUI

struct DogWalkEntry: Identifiable {
    let id: Int
    let dog: String
}

struct StarredWalkRow: View {
    let label: String
    let dog: String
    @State private var stars = 0

    var body: some View {
        let _ = print("StarredWalkRow \(label) body: \(dog), stars \(stars)")
        Button("\(label) \(dog) ★\(stars)") { stars += 1 }
    }
}

struct WalkLogView: View {
    @State private var walks = [DogWalkEntry(id: 1, dog: "Rex"), DogWalkEntry(id: 2, dog: "Luna")]

    var body: some View {
        let _ = print("WalkLogView body: \(walks.count) walks")
        VStack {
            Button("Add Walk") { walks.insert(DogWalkEntry(id: 3, dog: "Milo"), at: 0) }
            ForEach(walks.indices, id: \.self) { index in
                StarredWalkRow(label: "byIndex", dog: walks[index].dog)
            }
            ForEach(walks) { walk in
                StarredWalkRow(label: "byID", dog: walk.dog)
            }
        }
    }
}

:mount WalkLogView()
// expect: WalkLogView body: 2 walks
// expect: StarredWalkRow byIndex body: Rex, stars 0
// expect: StarredWalkRow byIndex body: Luna, stars 0
// expect: StarredWalkRow byID body: Rex, stars 0
// expect: StarredWalkRow byID body: Luna, stars 0
:tap "byIndex Rex ★0"
// expect: StarredWalkRow byIndex body: Rex, stars 1
:tap "byID Rex ★0"
// expect: StarredWalkRow byID body: Rex, stars 1
:tap "Add Walk"
// expect: WalkLogView body: 3 walks
// expect: StarredWalkRow byIndex body: Milo, stars 1
// expect: StarredWalkRow byIndex body: Rex, stars 0
// expect: StarredWalkRow byIndex body: Luna, stars 0
// expect: StarredWalkRow byID body: Milo, stars 0
:tap "byIndex Milo ★1"
// expect: StarredWalkRow byIndex body: Milo, stars 2
:tap "byID Rex ★1"
// expect: StarredWalkRow byID body: Rex, stars 2
