// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state (an @Observable model in @State: its initializer runs every time the view's init runs, but the view keeps the first instance)
// Apple's State page, "Store observable objects": "A State property always instantiates its default value when
// SwiftUI instantiates the view. For this reason, avoid side effects and performance-intensive work when
// initializing the default value." Unlike StateObject's autoclosure, `= DraftModel()` runs in the view's init; SwiftUI
// then keeps the storage it already has (State: the storage is initialized "only once for each container
// instance"), so the extra model is thrown away.
// - Mount: the composer's body, then draft model 1.
// - "Add word": draft 1 has 1 word.
// - "Dark theme": the composer's body runs, the editor's init runs again: draft model 2 is made...
// - "Add word": ...but the editor still uses draft 1, now with 2 words.
import SwiftUI

@Observable
final class DraftModel {
    static var made = 0
    let number: Int
    var words = 0

    init() {
        DraftModel.made += 1
        number = DraftModel.made
        print("draft model \(number) made")
    }
}

struct DraftEditor: View {
    @State private var draft = DraftModel()

    var body: some View {
        Button("Add word") {
            draft.words += 1
            print("draft \(draft.number) has \(draft.words) words")
        }
    }
}

struct Composer: View {
    @State private var theme = "light"

    var body: some View {
        let _ = print("composer body: \(theme)")
        VStack {
            DraftEditor()
            Button("Dark theme") { theme = "dark" }
        }
    }
}

:mount Composer()
// expect: composer body: light
// expect: draft model 1 made
:tap "Add word"
// expect: draft 1 has 1 words
:tap "Dark theme"
// expect: composer body: dark
// expect: draft model 2 made
:tap "Add word"
// expect: draft 1 has 2 words
