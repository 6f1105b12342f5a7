// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/foreach (ForEach identifies the views it computes by the identity of Identifiable data: reversing the chores moves each row with its chore, so every row keeps its own @State count)
import SwiftUI

struct Chore: Identifiable {
    let id: Int
    let title: String
}

struct ChoreRow: View {
    let chore: Chore
    @State private var done = 0

    var body: some View {
        Button("\(chore.title) x\(done)") {
            done += 1
            print("\(chore.title) done \(done)")
        }
    }
}

struct ChoreBoard: View {
    @State private var chores = [
        Chore(id: 1, title: "Dishes"),
        Chore(id: 2, title: "Laundry"),
        Chore(id: 3, title: "Trash"),
    ]

    var body: some View {
        VStack {
            ForEach(chores) { chore in
                ChoreRow(chore: chore)
            }
            Button("Reverse") { chores.reverse() }
        }
    }
}

:mount ChoreBoard()
:tap "Dishes x0"
:tap "Dishes x1"
:tap "Trash x0"
:tap "Reverse"
:tap "Dishes x2"
:tap "Trash x1"
:tap "Laundry x0"
// expect: Dishes done 1
// expect: Dishes done 2
// expect: Trash done 1
// expect: Dishes done 3
// expect: Trash done 2
// expect: Laundry done 1
