// Walk history: an ObservableObject store publishing an array of Identifiable structs, listed with one row view per
// walk, the list-identity example of WWDC23's "Demystify SwiftUI performance"; own code.
// What SwiftUI does: changing one walk's minutes publishes the store, so the history view (which owns and observes it)
// runs and builds every row again; each row is known by its walk's id (rules §1.2) and only the row whose walk
// changed differs, so only its body runs; the other rows are handed equal values and skip theirs (rules §2.6, §2.7).
// Sources: rules §1.2, §2.6, §2.7, §6.5; WWDC23 "Demystify SwiftUI performance" https://developer.apple.com/videos/play/wwdc2023/10160/
import SwiftUI

struct LoggedWalk: Identifiable, Equatable {
    let id: Int
    var dog: String
    var minutes: Int
}

final class WalkHistoryStore: ObservableObject {
    @Published var walks = [
        LoggedWalk(id: 1, dog: "Rex", minutes: 30),
        LoggedWalk(id: 2, dog: "Luna", minutes: 20),
        LoggedWalk(id: 3, dog: "Milo", minutes: 15),
    ]
}

struct LoggedWalkRow: View {
    let walk: LoggedWalk

    var body: some View {
        let _ = print("LoggedWalkRow body: \(walk.dog) \(walk.minutes) min")
        Text("\(walk.dog): \(walk.minutes) min")
    }
}

struct WalkHistoryView: View {
    @StateObject private var store = WalkHistoryStore()

    var body: some View {
        let _ = print("WalkHistoryView body")
        VStack {
            List {
                ForEach(store.walks) { walk in
                    LoggedWalkRow(walk: walk)
                }
            }
            Button("Extend Luna") { store.walks[1].minutes += 10 }
        }
    }
}

:mount WalkHistoryView()
// expect: WalkHistoryView body
// expect: LoggedWalkRow body: Rex 30 min
// expect: LoggedWalkRow body: Luna 20 min
// expect: LoggedWalkRow body: Milo 15 min
:tap "Extend Luna"
// expect: WalkHistoryView body
// expect: LoggedWalkRow body: Luna 30 min
