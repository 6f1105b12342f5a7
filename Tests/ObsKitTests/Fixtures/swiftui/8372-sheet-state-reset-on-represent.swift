// SwiftUI from Apple's documentation: State owned by sheet content starts over on each presentation
// Sources: developer.apple.com/documentation/swiftui/state ("SwiftUI manages the property's
// storage"; a State property is initialized with its initial value); WWDC21 "Demystify SwiftUI"
// (developer.apple.com/videos/play/wwdc2021/10022): state lifetime is the view's lifetime. A dismissed
// sheet's content is removed; presenting again makes new content with new state.
import SwiftUI

struct DraftSheet: View {
    @State private var draft = ""

    var body: some View {
        VStack {
            TextField("Draft", text: $draft)
            Button("Show draft") { print("draft is '\(draft)'") }
        }
    }
}

struct ContentView: View {
    @State private var composing = false

    var body: some View {
        Button("Compose") { composing = true }
            .sheet(isPresented: $composing) {
                DraftSheet()
            }
    }
}

:mount ContentView()
:tap "Compose"
:tap "Show draft"
:type "abc" into "Draft"
:tap "Show draft"
:dismiss
:tap "Compose"
:tap "Show draft"

// expect: draft is ''
// expect: draft is 'abc'
// expect: draft is ''
