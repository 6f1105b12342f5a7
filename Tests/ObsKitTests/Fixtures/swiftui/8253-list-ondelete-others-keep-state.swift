// SwiftUI from Apple's documentation: deleting one row of an identified ForEach leaves the other rows' @State alone
// Apple, WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022/): ForEach's views "use the
// identity of the data that you provide to scope the lifetime of the views associated to it"; "Once the identity of the
// view changes or the view is removed, its lifetime ends."
// Apple, onDelete(perform:) (https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)):
// "You must delete the corresponding item within action".
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
            .onDelete { offsets in chores.remove(atOffsets: offsets) }
        }
    }
}

:mount Chores()
:tap "Do Laundry"
:tap "Do Trash"
:tap "Do Trash"
:delete "Do Dishes"
:tap "Do Trash"
:tap "Do Laundry"
// expect: Laundry done 1x
// expect: Trash done 1x
// expect: Trash done 2x
// expect: Trash done 3x
// expect: Laundry done 2x
