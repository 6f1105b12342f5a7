// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/id(_:) (an id built with UUID() in the parent's body is a new proxy value every time the body runs, so each update of the parent resets the child's state, even one the child doesn't use)
import SwiftUI
import Foundation

struct DraftCounter: View {
    @State private var words = 0

    var body: some View {
        Button("Words \(words)") {
            words += 1
            print("words \(words)")
        }
    }
}

struct Editor: View {
    @State private var saves = 0

    var body: some View {
        VStack {
            Text("Saved \(saves) times")
            DraftCounter()
                .id(UUID())
            Button("Save") { saves += 1 }
        }
    }
}

:mount Editor()
:tap "Words 0"
:tap "Words 1"
:tap "Save"
:tap "Words 0"
// expect: words 1
// expect: words 2
// expect: words 1
