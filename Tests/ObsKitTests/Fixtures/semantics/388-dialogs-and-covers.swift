// rules §13, §15.11: a confirmation dialog is built like an alert and gets a standard Cancel unless one of its
// buttons has the `.cancel` role; while it is up only its buttons can be tapped (it is modal). A popover is a
// sheet on iPhone; a full-screen cover can't be swiped away (`:dismiss` is an error), only its own button
// (`dismiss()`) closes it.
// Source: https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:),
// https://developer.apple.com/documentation/swiftui/view/popover(ispresented:attachmentanchor:arrowedge:content:),
// https://developer.apple.com/documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:).
struct Cover388: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Close") { dismiss() } }
}

struct Screen388: View {
    @State private var asking = false
    @State private var covered = false
    var body: some View {
        Button("Ask") { asking = true }
            .confirmationDialog("Sure?", isPresented: $asking) {
                Button("Yes") { print("yes") }
            }
        Button("Cover") { covered = true }
            .fullScreenCover(isPresented: $covered, onDismiss: { print("cover gone") }) { Cover388() }
    }
}

:mount Screen388()
:tap "Ask"
:tap "Cancel"
:tap "Ask"
:tap "Yes"
:tap "Cover"
:tap "Close"
:tap "Cover"
:dismiss

// expect: yes
// expect: cover gone
// expect-error: a full-screen cover can't be dismissed by a swipe
