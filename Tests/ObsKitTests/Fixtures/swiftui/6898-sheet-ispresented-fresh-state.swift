// `sheet(isPresented:onDismiss:content:)` with a form sheet that owns its @State and closes itself with
// `@Environment(\.dismiss)`.
// What SwiftUI does: the sheet's content is built when it is presented, as a new hierarchy each time, so its @State
// starts from its initial value at every presentation (rules §13.1, §1.4; Apple,
// https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)). Typing runs only
// the sheet's body (it reads `name`). A swipe and `dismiss()` both set the binding to false, then call onDismiss
// (rules §13.1, §15.12; Apple, DismissAction: https://developer.apple.com/documentation/swiftui/dismissaction).
// The presenting body reads neither flag, so it never runs again (rules §3.5, §8.7).
import SwiftUI

struct NewTagSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""

    var body: some View {
        let _ = print("NewTagSheet body, name '\(name)'")
        Form {
            TextField("Tag name", text: $name)
            Button("Cancel") { dismiss() }
        }
        .onAppear { print("sheet appeared") }
    }
}

struct TagsView: View {
    @State private var tags = ["work", "home"]
    @State private var showingNewTag = false

    var body: some View {
        let _ = print("TagsView body, \(tags.count) tags")
        VStack {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
            }
            Button("New Tag") { showingNewTag = true }
        }
        .sheet(isPresented: $showingNewTag, onDismiss: {
            print("onDismiss, showingNewTag is \(showingNewTag)")
        }) {
            NewTagSheet()
        }
    }
}

:mount TagsView()
// expect: TagsView body, 2 tags
:tap "New Tag"
// expect: NewTagSheet body, name ''
// expect: sheet appeared
:type "ios" into "Tag name"
// expect: NewTagSheet body, name 'i'
// expect: NewTagSheet body, name 'io'
// expect: NewTagSheet body, name 'ios'
:dismiss
// expect: onDismiss, showingNewTag is false
:tap "New Tag"
// expect: NewTagSheet body, name ''
// expect: sheet appeared
:tap "Cancel"
// expect: onDismiss, showingNewTag is false
