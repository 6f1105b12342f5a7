// SwiftUI from Apple's documentation: a sheet's content is made when presented, and a new presentation starts with fresh @State
// Apple, sheet(isPresented:onDismiss:content:) (https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)):
// "Presents a sheet when a binding to a Boolean value that you provide is true"; onDismiss is "The closure to execute when
// dismissing the sheet". WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022/): a view's state
// lives as long as the view.
import SwiftUI

struct Composer: View {
    @State private var lines = 0
    var body: some View {
        Button("Add line") {
            lines += 1
            print("composer lines: \(lines)")
        }
        .onAppear { print("Composer appears") }
    }
}

struct Inbox: View {
    @State private var composing = false
    var body: some View {
        Button("Compose") { composing = true }
            .sheet(isPresented: $composing, onDismiss: { print("sheet dismissed") }) {
                Composer()
            }
    }
}

:mount Inbox()
:tap "Compose"
// expect: Composer appears
:tap "Add line"
// expect: composer lines: 1
:tap "Add line"
// expect: composer lines: 2
:dismiss
// expect: sheet dismissed
:tap "Compose"
// expect: Composer appears
:tap "Add line"
// expect: composer lines: 1
