// SwiftUI from Apple's documentation: moving a row of an identified ForEach keeps that row's @State
// Apple, ForEach init(_:content:) (https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)): "Creates an
// instance that uniquely identifies and creates views across updates based on the identity of the underlying data."
// Apple, WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022/): "State and StateObject are
// the persistent storage associated with your view's identity."
import SwiftUI

struct Chore: Identifiable {
    let id: String
}

struct ChoreRow: View {
    let chore: Chore
    @State private var done = 0
    var body: some View {
        Button("Do \(chore.id)") {
            done += 1
            print("\(chore.id) done \(done)x")
        }
    }
}

struct Chores: View {
    @State private var chores = [Chore(id: "Dishes"), Chore(id: "Laundry"), Chore(id: "Trash")]
    var body: some View {
        List {
            ForEach(chores) { chore in
                ChoreRow(chore: chore)
            }
            .onMove { from, to in chores.move(fromOffsets: from, toOffset: to) }
        }
    }
}

:mount Chores()
:tap "Do Trash"
:tap "Do Trash"
:tap "Do Dishes"
:move "Do Trash" to 0
:tap "Do Trash"
:tap "Do Dishes"
// expect: Trash done 1x
// expect: Trash done 2x
// expect: Dishes done 1x
// expect: Trash done 3x
// expect: Dishes done 2x
