// SwiftUI from Apple's documentation: changing the value given to .id(_:) resets the view's @State
// Apple, id(_:) (https://developer.apple.com/documentation/swiftui/view/id(_:)): "Binds a view's identity to the given
// proxy value." "When the proxy value specified by the id parameter changes, the identity of the view — for example, its
// state — is reset."
import SwiftUI

struct Draft: View {
    @State private var words = 0
    var body: some View {
        Button("Write") {
            words += 1
            print("words \(words)")
        }
    }
}

struct Editor: View {
    @State private var documentID = 1
    var body: some View {
        VStack {
            Button("New document") { documentID += 1 }
            Draft()
                .id(documentID)
        }
    }
}

:mount Editor()
:tap "Write"
:tap "Write"
:tap "New document"
:tap "Write"
// expect: words 1
// expect: words 2
// expect: words 1
