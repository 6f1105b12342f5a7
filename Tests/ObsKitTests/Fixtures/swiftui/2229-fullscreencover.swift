// Issue 13 (B), fullScreenCover: like a sheet, its content is built when it is presented (lazily, in its own
// hierarchy) and `dismiss()` from `@Environment(\.dismiss)` inside it closes it (the binding becomes false,
// then onDismiss runs). Unlike a sheet it can't be swiped away: `:dismiss` on a full-screen cover is an error
// (message proposed here); the user needs a button in the cover.
// Source: https://developer.apple.com/documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:),
// https://developer.apple.com/documentation/swiftui/environmentvalues/dismiss. Rules §2, §13.
// Not pinned here: the presenting view's onDisappear/onAppear around a full-screen cover.
import SwiftUI

struct Intro: View {
    @Environment(\.dismiss) private var dismiss
    init() { print("Intro.init") }
    var body: some View {
        VStack {
            Text("Welcome")
            Button("Get Started") { dismiss() }
        }
    }
}

struct Launch: View {
    @State private var showingIntro = false

    var body: some View {
        Button("Show intro") { showingIntro = true }
            .fullScreenCover(isPresented: $showingIntro, onDismiss: {
                print("onDismiss, showing:", showingIntro)
            }) {
                Intro()
            }
    }
}

:mount Launch()
print("mounted")
:tap "Show intro"
:tap "Get Started"
:tap "Show intro"
:dismiss

// expect: mounted
// expect: Intro.init
// expect: onDismiss, showing: false
// expect: Intro.init
// expect-error: a full-screen cover can't be dismissed by a swipe
