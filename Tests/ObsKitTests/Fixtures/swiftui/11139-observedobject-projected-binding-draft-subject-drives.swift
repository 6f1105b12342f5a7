// Apple docs style (ObservedObject projected binding): $draft.subject drives a TextField; every @ObservedObject of the model re-runs per keystroke, a plain reference and the @State owner do not (rules §9.2, §6.5, §3.7, §2.3)
// Page: https://developer.apple.com/documentation/swiftui/observedobject (projectedValue: "get a binding to a stored property")
import SwiftUI
import Combine

final class MailDraft: ObservableObject {
    @Published var subject = ""
    @Published var message = ""
}

struct SubjectField: View {
    @ObservedObject var draft: MailDraft

    var body: some View {
        let _ = print("SubjectField body")
        TextField("Subject", text: $draft.subject)
    }
}

struct SubjectLength: View {
    @ObservedObject var draft: MailDraft

    var body: some View {
        let _ = print("SubjectLength \(draft.subject.count)")
        Text("\(draft.subject.count) characters")
    }
}

struct ComposerFooter: View {
    let draft: MailDraft

    var body: some View {
        let _ = print("ComposerFooter body")
        Text("Draft saved")
    }
}

struct Composer: View {
    @State private var draft = MailDraft()

    var body: some View {
        let _ = print("Composer body")
        VStack {
            SubjectField(draft: draft)
            SubjectLength(draft: draft)
            ComposerFooter(draft: draft)
        }
    }
}

:mount Composer()
// expect: Composer body
// expect: SubjectField body
// expect: SubjectLength 0
// expect: ComposerFooter body
:type "Hi" into "Subject"
// expect: SubjectField body
// expect: SubjectLength 1
// expect: SubjectField body
// expect: SubjectLength 2
