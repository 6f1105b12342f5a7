// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro (with ObservableObject a view updates on any published property's change; with @Observable only on changes to the properties its body reads)
import SwiftUI

// Body runs are printed from the first turn after mounting on (the order of siblings' first bodies is not specified).
var mounted = false
func trace(_ line: String) { if mounted { print(line) } }

final class ClubStats: ObservableObject {
    @Published var title = "Book Club"
    @Published var visits = 0
}

@Observable final class ClubStatsNew {
    var title = "Book Club"
    var visits = 0
}

struct OldTitle: View {
    @ObservedObject var stats: ClubStats
    var body: some View {
        let _ = trace("OldTitle body: \(stats.title)")
        Text(stats.title)
    }
}

struct NewTitle: View {
    var stats: ClubStatsNew
    var body: some View {
        let _ = trace("NewTitle body: \(stats.title)")
        Text(stats.title)
    }
}

let oldStats = ClubStats()
let newStats = ClubStatsNew()

struct Comparison: View {
    var body: some View {
        VStack {
            OldTitle(stats: oldStats)
            NewTitle(stats: newStats)
            Button("Visit") {
                print("visit")
                oldStats.visits += 1
                newStats.visits += 1
            }
            Button("Rename old") {
                print("rename old")
                oldStats.title = "Readers"
            }
            Button("Rename new") {
                print("rename new")
                newStats.title = "Readers"
            }
        }
    }
}

:mount Comparison()
mounted = true
:tap "Visit"
:tap "Rename old"
:tap "Rename new"
// expect: visit
// expect: OldTitle body: Book Club
// expect: rename old
// expect: OldTitle body: Readers
// expect: rename new
// expect: NewTitle body: Readers
