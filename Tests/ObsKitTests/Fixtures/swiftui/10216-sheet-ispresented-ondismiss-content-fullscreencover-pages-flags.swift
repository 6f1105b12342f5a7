// Apple docs style: the sheet(isPresented:onDismiss:content:) and fullScreenCover pages: flags the presenter never reads present without its body running; a swipe or the content's dismiss() closes the sheet and calls onDismiss; a cover closes through dismiss() (rules §8.7, §13.1, §15.11, §15.12)
import SwiftUI

struct ComposeSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("ComposeSheet body")
        Button("Send") {
            print("sent")
            dismiss()
        }
        .onAppear { print("compose appeared") }
    }
}

struct WelcomeCover: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("WelcomeCover body")
        Button("Get started") { dismiss() }
    }
}

struct MailHome: View {
    @State private var isComposing = false
    @State private var showsTour = false

    var body: some View {
        let _ = print("MailHome body")
        VStack {
            Button("Compose") { isComposing = true }
            Button("Tour") { showsTour = true }
        }
        .sheet(isPresented: $isComposing, onDismiss: { print("sheet dismissed") }) {
            ComposeSheet()
        }
        .fullScreenCover(isPresented: $showsTour) {
            WelcomeCover()
        }
    }
}

:mount MailHome()
// expect: MailHome body
:tap "Compose"
// expect: ComposeSheet body
// expect: compose appeared
:dismiss
// expect: sheet dismissed
:tap "Compose"
// expect: ComposeSheet body
// expect: compose appeared
:tap "Send"
// expect: sent
// expect: sheet dismissed
:tap "Tour"
// expect: WelcomeCover body
:tap "Get started"
:tap "Compose"
// expect: ComposeSheet body
// expect: compose appeared
