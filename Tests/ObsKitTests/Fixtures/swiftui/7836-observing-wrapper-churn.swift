// Custom DynamicProperty: an observing wrapper, @ObservedObject made inline inside it (the draft that "loses" its text)
// A parent body rebuilds the child and with it the wrapper's default `Draft()`: the new Draft is made in the parent's
// body, the child's box moves its subscription, the old Draft deinits, then the child's body runs with a fresh draft
// (rules §2.6, §5.1, §5.3; the nested property's box, §7.1). A change to the current draft re-runs the child (§5.1).
import SwiftUI

final class Draft: ObservableObject {
    static var made = 0
    let serial: Int
    @Published var words = 0

    init() {
        Draft.made += 1
        serial = Draft.made
        print("Draft \(serial) init")
    }

    deinit { print("Draft \(serial) deinit") }
}

@propertyWrapper
struct ObservedDraft: DynamicProperty {
    @ObservedObject private var draft = Draft()

    init() {}

    var wrappedValue: Draft { draft }
}

struct Composer: View {
    @ObservedDraft var draft

    var body: some View {
        let _ = print("Composer body: draft \(draft.serial), \(draft.words) words")
        Button("Add word") { draft.words += 1 }
    }
}

struct Inbox: View {
    @State private var unread = 3

    var body: some View {
        let _ = print("Inbox body: \(unread)")
        VStack {
            Button("Read one") { unread -= 1 }
            Composer()
        }
    }
}

:mount Inbox()
// expect: Inbox body: 3
// expect: Draft 1 init
// expect: Composer body: draft 1, 0 words
:tap "Add word"
// expect: Composer body: draft 1, 1 words
:tap "Read one"
// expect: Inbox body: 2
// expect: Draft 2 init
// expect: Draft 1 deinit
// expect: Composer body: draft 2, 0 words
:tap "Add word"
// expect: Composer body: draft 2, 1 words
:tap "Read one"
// expect: Inbox body: 1
// expect: Draft 3 init
// expect: Draft 2 deinit
// expect: Composer body: draft 3, 0 words
:unmount
// expect: Draft 3 deinit
:objects Draft
// expect: class                   live  made  gone
// expect: Draft                      0     3     3
