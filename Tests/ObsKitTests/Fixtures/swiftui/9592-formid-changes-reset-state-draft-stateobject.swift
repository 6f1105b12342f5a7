// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/id(_:) (a form whose .id(formID) changes on "Reset": its @State draft, @StateObject and appearance all start over; the same form without .id keeps them)
// Apple's id(_:) page: "When the proxy value specified by the id parameter changes, the identity of the
// view — for example, its state — is reset." A feedback form keeps its draft in @State and a word
// counter in a @StateObject; the parent's "Reset" button gives the form a new UUID as its id. So:
// - Reset resets the form: the old view disappears, a new one appears with an empty draft, and its
//   @StateObject is made again.
// - A copy of the form without .id, given the same inputs, keeps its draft and its object.
import SwiftUI
import Combine

final class WordCounter: ObservableObject {
    @Published var words = 0

    init(label: String) {
        print("WordCounter init for \(label)")
    }
}

struct FeedbackForm: View {
    let label: String
    @State private var draft = ""
    @StateObject private var counter: WordCounter

    init(label: String) {
        self.label = label
        _counter = StateObject(wrappedValue: WordCounter(label: label))
    }

    var body: some View {
        VStack {
            TextField(label, text: $draft)
            Button("Show \(label)") {
                print("\(label) draft: \"\(draft)\"")
            }
        }
        .onAppear {
            print("\(label) appeared")
        }
    }
}

struct FeedbackScreen: View {
    @State private var formID = UUID()

    var body: some View {
        VStack {
            FeedbackForm(label: "Keyed")
                .id(formID)
            FeedbackForm(label: "Plain")
            Button("Reset") {
                formID = UUID()
            }
        }
    }
}

:mount FeedbackScreen()
// expect: WordCounter init for Keyed
// expect: WordCounter init for Plain
// expect: Keyed appeared
// expect: Plain appeared
:type "Hi" into "Keyed"
:type "Yo" into "Plain"
:tap "Reset"
// expect: WordCounter init for Keyed
// expect: Keyed appeared
:tap "Show Keyed"
// expect: Keyed draft: ""
:tap "Show Plain"
// expect: Plain draft: "Yo"
