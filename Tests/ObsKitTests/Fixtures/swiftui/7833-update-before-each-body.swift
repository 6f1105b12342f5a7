// Custom DynamicProperty: a like counter wrapper holding @State, with update() logging (Swift by Sundell style)
// SwiftUI gives the nested @State a box per node and calls update() before every body of the host, after the
// nested state was refreshed (rules §7.1, §7.2); a write to the nested state invalidates the host, and
// _printChanges names the host's field `_likes` (rules §7.3, §12.1); the first run lists every dynamic property (§12.2).
import SwiftUI

@propertyWrapper
struct Counted: DynamicProperty {
    @State private var value = 0
    let label: String

    init(_ label: String) {
        self.label = label
    }

    var wrappedValue: Int {
        get { value }
        nonmutating set { value = newValue }
    }

    func update() {
        print("\(label).update(): \(value)")
    }
}

struct LikeButton: View {
    @Counted("likes") var likes
    @State private var note = "none"

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("\(likes) likes, note \(note)")
            Button("Like") { likes += 1 }
            Button("Note") { note = "saved" }
        }
    }
}

:mount LikeButton()
// expect: likes.update(): 0
// expect: LikeButton: @self, @identity, _likes, _note changed.
:tap "Like"
// expect: likes.update(): 1
// expect: LikeButton: _likes changed.
:tap "Note"
// expect: likes.update(): 1
// expect: LikeButton: _note changed.
:tap "Like"
// expect: likes.update(): 2
// expect: LikeButton: _likes changed.
