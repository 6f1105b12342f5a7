// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/viewthatfits/init(in:content:) (ViewThatFits with an empty axis set always shows its first child)
// ViewThatFits.init(in:content:): "If axes is an empty set, ViewThatFits uses the first child view." So whatever
// the sizes, the full toolbar is what is on screen, and it stays the shown child when the state it reads changes.
// The chosen child's onAppear runs once when it is shown; a later state change re-runs the bar's body but shows
// the same child, so it doesn't appear again.
// - Mount: the full toolbar appears.
// - "Archive": the count changes, still the full toolbar, no new appearance.
import SwiftUI

struct MailToolbar: View {
    @State private var archived = 0

    var body: some View {
        VStack {
            ViewThatFits(in: []) {
                HStack {
                    Button("Archive") { archived += 1 }
                    Button("Move to folder") {}
                    Button("Flag") {}
                    Text("\(archived) archived")
                }
                .onAppear { print("full toolbar appears") }
                Button("More…") {}
                    .onAppear { print("compact toolbar appears") }
            }
        }
    }
}

:mount MailToolbar()
// expect: full toolbar appears
:tap "Archive"
:tree
// expect: MailToolbar#1
// expect:   VStack
// expect:     ViewThatFits
// expect:       HStack  .onAppear
// expect:         Button "Archive"
// expect:         Button "Move to folder"
// expect:         Button "Flag"
// expect:         Text "1 archived"
